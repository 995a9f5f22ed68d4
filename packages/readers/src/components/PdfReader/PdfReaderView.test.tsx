import { renderWithProvider } from '@atelier/core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../locales/en-US/readers.json';
import type { PdfDocument } from '../../pdf/openPdf';
import { PdfReaderView, type PdfReaderViewProps } from './PdfReaderView';

const doc: PdfDocument = {
  pages: 300,
  pageSize: { width: 420, height: 595 },
  outline: async () => [],
  renderPage: () => ({ done: Promise.resolve(), cancel: () => undefined }),
  search: async () => [],
  destroy: () => undefined,
};

function props(overrides: Partial<PdfReaderViewProps> = {}): PdfReaderViewProps {
  return {
    phase: 'ready',
    errorCode: null,
    doc,
    pages: 300,
    page: 12,
    percent: 4,
    goToPage: vi.fn(),
    zoom: { mode: 'fit-width' },
    zoomPercent: 120,
    setZoom: vi.fn(),
    zoomIn: vi.fn(),
    zoomOut: vi.fn(),
    scale: 1.6,
    layout: { pages: 300, pageHeight: 952, gap: 12 },
    mounted: [11, 12, 13],
    outline: null,
    panel: 'none',
    setPanel: vi.fn(),
    search: { status: 'idle', query: '', hits: [] },
    runSearch: vi.fn(),
    ...overrides,
  };
}

describe('PdfReaderView', { timeout: 20_000 }, () => {
  it('says it is preparing while pdf.js opens the document', () => {
    renderWithProvider(<PdfReaderView {...props({ phase: 'opening', doc: null, mounted: [] })} />);
    expect(screen.getByRole('status', { name: en.book.preparing })).toBeTruthy();
    expect(screen.getByLabelText(en.pdf.page)).toHaveProperty('disabled', true);
  });

  it('explains a password-protected or unreadable file', () => {
    const { unmount } = renderWithProvider(<PdfReaderView {...props({ phase: 'error', errorCode: 'PASSWORD' })} />);
    expect(screen.getByRole('heading', { name: en.pdf.password })).toBeTruthy();
    unmount();
    renderWithProvider(<PdfReaderView {...props({ phase: 'error', errorCode: 'BAD_FILE' })} />);
    expect(screen.getByRole('heading', { name: en.book.badFile })).toBeTruthy();
  });

  it('mounts only the pages it is given out of 300 and shows the page number', () => {
    renderWithProvider(<PdfReaderView {...props()} />);
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['Page 11', 'Page 12', 'Page 13']);
    expect(screen.getByLabelText(en.pdf.page)).toHaveProperty('value', '12');
    expect(screen.getByText('of 300')).toBeTruthy();
  });

  it('goes to a typed page number and zooms by step and by choice', async () => {
    const user = userEvent.setup();
    const model = props();
    renderWithProvider(<PdfReaderView {...model} />);
    const input = screen.getByLabelText(en.pdf.page);
    await user.clear(input);
    await user.type(input, '250{Enter}');
    expect(model.goToPage).toHaveBeenCalledWith(250);
    await user.click(screen.getByRole('button', { name: en.pdf.zoomIn }));
    expect(model.zoomIn).toHaveBeenCalledOnce();
    await user.selectOptions(screen.getByLabelText(en.pdf.zoom), 'fit-page');
    expect(model.setZoom).toHaveBeenCalledWith({ mode: 'fit-page' });
    await user.selectOptions(screen.getByLabelText(en.pdf.zoom), '150');
    expect(model.setZoom).toHaveBeenCalledWith({ mode: 'percent', percent: 150 });
  });

  it('lists the outline and opens an entry at its page', async () => {
    const user = userEvent.setup();
    const model = props({ panel: 'outline', outline: [{ title: 'Part Ten', page: 10, depth: 0 }, { title: 'Broken link', page: null, depth: 1 }] });
    renderWithProvider(<PdfReaderView {...model} />);
    expect(await screen.findByRole('button', { name: 'Broken link' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Part Ten' }));
    expect(model.goToPage).toHaveBeenCalledWith(10);
  });
});
