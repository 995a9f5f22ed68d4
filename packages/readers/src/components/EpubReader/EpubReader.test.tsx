import { renderWithProvider } from '@atelier/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EpubBook, EpubRendition } from '../../epub/openEpub';
import en from '../../locales/en-US/readers.json';
import { EpubReader } from './EpubReader';

/** What the fake engine opened, so a test can count live books and renditions. */
const engine = {
  books: [] as Array<{ destroyed: boolean; renditions: Array<{ destroyed: boolean }> }>,
};

async function openBook(): Promise<EpubBook> {
  const record = { destroyed: false, renditions: [] as Array<{ destroyed: boolean }> };
  engine.books.push(record);
  // epub.js takes a while to unzip; the StrictMode remount happens meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 10));
  return {
    title: 'River Lights',
    toc: [{ label: 'Chapter One', href: 'text/c1.xhtml', depth: 0 }],
    sections: 2,
    hrefOf: (i) => `text/c${i + 1}.xhtml`,
    render(element): EpubRendition {
      const rendition = { destroyed: false };
      record.renditions.push(rendition);
      const frame = document.createElement('iframe');
      frame.title = 'Book pages';
      element.append(frame);
      return {
        display: async () => undefined,
        next: async () => undefined,
        prev: async () => undefined,
        setCss: () => undefined,
        onRelocated: () => undefined,
        onKey: () => undefined,
        onTouch: () => undefined,
        destroy() {
          rendition.destroyed = true;
          frame.remove();
        },
      };
    },
    search: async () => [],
    destroy() {
      record.destroyed = true;
    },
  };
}

const bytes = new Uint8Array([80, 75, 3, 4]);
const live = () => engine.books.filter((b) => !b.destroyed);
const liveRenditions = () => engine.books.flatMap((b) => b.renditions).filter((r) => !r.destroyed);

beforeEach(() => {
  engine.books.length = 0;
  localStorage.clear();
});

describe('EpubReader', { timeout: 20_000 }, () => {
  it('opens exactly one live book and rendition under StrictMode, destroying the first mount’s, and all on unmount', async () => {
    const view = renderWithProvider(<EpubReader bytes={bytes} bookId={null} progressKey="river" openBook={openBook} />, { reactStrictMode: true });
    await waitFor(() => expect(liveRenditions()).toHaveLength(1));
    // StrictMode mounted twice: whatever the first mount opened is destroyed, not left running.
    expect(engine.books).toHaveLength(2);
    expect(engine.books[0]?.destroyed).toBe(true);
    expect(live()).toHaveLength(1);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    view.unmount();
    expect(live()).toHaveLength(0);
    expect(liveRenditions()).toHaveLength(0);
  });

  it.each([
    ['contents', en.txt.contents],
    ['search', en.book.search],
    ['settings', en.txt.settings],
  ])('closes the %s panel with Esc and puts focus back on its button', async (_name, label) => {
    const user = userEvent.setup();
    renderWithProvider(<EpubReader bytes={bytes} bookId={null} progressKey="river" openBook={openBook} />);
    const button = screen.getByRole('button', { name: label });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: label });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
