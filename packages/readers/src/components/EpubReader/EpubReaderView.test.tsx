import { renderWithProvider } from '@atelier/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../locales/en-US/readers.json';
import { defaultEpubSettings } from '../../settings/bookSettings';
import { EpubReaderView, type EpubReaderViewProps } from './EpubReaderView';

function props(overrides: Partial<EpubReaderViewProps> = {}): EpubReaderViewProps {
  return {
    phase: 'ready',
    toc: [
      { label: 'Chapter One', href: 'text/c1.xhtml', depth: 0 },
      { label: 'A part of it', href: 'text/c1.xhtml#p2', depth: 1 },
      { label: 'Chapter Two', href: 'text/c2.xhtml', depth: 0 },
    ],
    currentHref: 'text/c2.xhtml',
    percent: 42,
    atStart: false,
    atEnd: false,
    next: vi.fn(),
    prev: vi.fn(),
    goTo: vi.fn(),
    settings: defaultEpubSettings,
    updateSettings: vi.fn(),
    pageTheme: 'light',
    panel: 'none',
    setPanel: vi.fn(),
    search: { status: 'idle', query: '', hits: [] },
    runSearch: vi.fn(),
    ...overrides,
  };
}

describe('EpubReaderView', { timeout: 20_000 }, () => {
  it('says it is preparing while epub.js opens the book, with the page buttons off', () => {
    renderWithProvider(<EpubReaderView {...props({ phase: 'opening' })} />);
    expect(screen.getByRole('status', { name: en.book.preparing })).toBeTruthy();
    expect(screen.getByRole('button', { name: en.book.next })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: en.txt.contents })).toHaveProperty('disabled', true);
  });

  it('explains a file it cannot read, with the back button', () => {
    renderWithProvider(<EpubReaderView {...props({ phase: 'error' })} backButton={<button type="button">Back</button>} />);
    expect(screen.getByRole('heading', { name: en.book.badFile })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('turns pages, shows the place and disables Previous at the start', async () => {
    const user = userEvent.setup();
    const model = props({ atStart: true });
    renderWithProvider(<EpubReaderView {...model} />);
    expect(screen.getByText('42% read')).toBeTruthy();
    expect(screen.getByRole('button', { name: en.book.previous })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: en.book.next }));
    expect(model.next).toHaveBeenCalledOnce();
  });

  it('says the page of the chapter and the minutes of it left to read', () => {
    renderWithProvider(<EpubReaderView {...props({ chapterPage: { page: 2, pages: 5 }, minutesLeft: 7 })} />);
    expect(screen.getByText('42% read · Page 2 of 5 in this chapter · 7 min left in chapter')).toBeTruthy();
  });

  it('lists the contents with the current chapter marked and opens an entry', async () => {
    const user = userEvent.setup();
    const model = props({ panel: 'contents' });
    renderWithProvider(<EpubReaderView {...model} />);
    const list = await screen.findByRole('list', { name: en.txt.chapters });
    const entries = within(list).getAllByRole('button');
    expect(entries.map((b) => b.textContent)).toEqual(['Chapter One', 'A part of it', 'Chapter Two']);
    expect(entries[2]?.getAttribute('aria-current')).toBe('true');
    await user.click(entries[1] as HTMLElement);
    expect(model.goTo).toHaveBeenCalledWith('text/c1.xhtml#p2');
  });

  it('searches the book and opens a hit', async () => {
    const user = userEvent.setup();
    const model = props({ panel: 'search', search: { status: 'done', query: 'ferry', hits: [{ cfi: 'epubcfi(/6/4!/4/2/1:3)', excerpt: 'the ferry crossed', index: 1 }] } });
    renderWithProvider(<EpubReaderView {...model} />);
    const field = await screen.findByLabelText(en.book.searchLabel);
    await user.clear(field);
    await user.type(field, 'lamps');
    await user.click(screen.getByRole('search').querySelector('button[type=submit]') as HTMLElement);
    expect(model.runSearch).toHaveBeenCalledWith('lamps');
    expect(screen.getByText('Results for “ferry”: 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'the ferry crossed' }));
    expect(model.goTo).toHaveBeenCalledWith('epubcfi(/6/4!/4/2/1:3)');
  });

  it('changes layout, family and theme from the settings', async () => {
    const user = userEvent.setup();
    const model = props({ panel: 'settings' });
    renderWithProvider(<EpubReaderView {...model} />);
    await user.selectOptions(await screen.findByLabelText(en.book.flow), 'scrolled');
    expect(model.updateSettings).toHaveBeenCalledWith({ flow: 'scrolled' });
    await user.selectOptions(screen.getByLabelText(en.book.fontFamily), 'serif');
    expect(model.updateSettings).toHaveBeenCalledWith({ fontFamily: 'serif' });
    await user.selectOptions(screen.getByLabelText(en.txt.theme), 'sepia');
    expect(model.updateSettings).toHaveBeenCalledWith({ theme: 'sepia' });
  });
});
