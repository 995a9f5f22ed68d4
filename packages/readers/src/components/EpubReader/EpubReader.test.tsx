import { renderWithProvider } from '@atelier/core/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type EpubBook, type EpubRelocation, type EpubRendition, openEpub } from '../../epub/openEpub';
import en from '../../locales/en-US/readers.json';
import { EpubReader } from './EpubReader';
import { makeZip } from '../../../../../tooling/fixtures/makeZip';

/** What the fake engine opened, so a test can count live books and renditions. */
const engine = {
  books: [] as Array<{ destroyed: boolean; renditions: Array<{ destroyed: boolean }> }>,
};

async function openBook(): Promise<EpubBook> {
  const record = { destroyed: false, renditions: [] as Array<{ destroyed: boolean }> };
  engine.books.push(record);
  // Opening is asynchronous, as epub.js's unzipping is: the StrictMode remount happens before it ends.
  await Promise.resolve();
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

const CONTAINER = '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>';
const withoutContainer = new Uint8Array(makeZip([
  { name: 'mimetype', data: 'application/epub+zip', store: true },
  { name: 'OEBPS/text/c1.xhtml', data: '<html xmlns="http://www.w3.org/1999/xhtml"><body><p>Hello</p></body></html>' },
]));
const withoutPackage = new Uint8Array(makeZip([
  { name: 'mimetype', data: 'application/epub+zip', store: true },
  { name: 'META-INF/container.xml', data: CONTAINER },
]));
const garbage = new Uint8Array(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251));

describe('EpubReader with a file that is not a readable EPUB', { timeout: 20_000 }, () => {
  it('says in words that the file could not be read when the engine fails, and stops the spinner', async () => {
    const failing = () => Promise.reject(Object.assign(new Error('Not a readable EPUB'), { code: 'BAD_FILE' }));
    renderWithProvider(<EpubReader bytes={bytes} bookId={null} progressKey="broken" openBook={failing} />);
    expect(await screen.findByRole('heading', { name: en.book.badFile })).toBeTruthy();
    expect(screen.queryByText(en.book.preparing)).toBeNull();
  });

  it.each([
    ['four bytes of a zip header', bytes],
    ['a truncated zip', withoutPackage.subarray(0, Math.floor(withoutPackage.length / 2))],
    ['a zip without META-INF/container.xml', withoutContainer],
    ['a zip whose container names a missing package document', withoutPackage],
    ['random bytes named .epub', garbage],
  ])('shows the error, never the spinner for ever, for %s (epub.js)', async (_name, file) => {
    // epub.js reports these files broken by an event, not by a timer running out, so no time bound
    // is asserted: a busy machine only makes the answer come later.
    renderWithProvider(<EpubReader bytes={file} bookId={null} progressKey="broken" openBook={openEpub} />);
    expect(await screen.findByRole('heading', { name: en.book.badFile })).toBeTruthy();
    expect(screen.queryByText(en.book.preparing)).toBeNull();
  });

  it('shows the page of the chapter and jumps from the progress slider to a section and the page inside it', async () => {
    const shown: string[] = [];
    const pages = 3;
    const book: EpubBook = {
      title: 'Four Rivers',
      toc: ['One', 'Two', 'Three', 'Four'].map((label, i) => ({ label, href: `text/c${i + 1}.xhtml`, depth: 0 })),
      sections: 4,
      hrefOf: (i) => `text/c${i + 1}.xhtml`,
      render(): EpubRendition {
        let listener: ((place: EpubRelocation) => void) | null = null;
        let place = { index: 0, page: 1 };
        const tell = () => listener?.({ cfi: `epubcfi(/6/${place.index * 2 + 2}!/4/${place.page}:0)`, index: place.index, page: place.page, pages, atStart: false, atEnd: false });
        return {
          async display(target) {
            shown.push(target ?? '(start)');
            const index = target ? Number(/c(\d+)/.exec(target)?.[1] ?? 1) - 1 : 0;
            place = { index, page: 1 };
            tell();
          },
          async next() {
            place = { ...place, page: Math.min(pages, place.page + 1) };
            tell();
          },
          prev: async () => undefined,
          setCss: () => undefined,
          onRelocated(next) {
            listener = next;
          },
          onKey: () => undefined,
          onTouch: () => undefined,
          destroy: () => undefined,
        };
      },
      search: async () => [],
      destroy: () => undefined,
    };
    renderWithProvider(<EpubReader bytes={bytes} bookId={null} progressKey="four" openBook={async () => book} />);
    const slider = await screen.findByRole('slider', { name: en.progress.label });
    expect(slider.getAttribute('aria-valuetext')).toBe('One · 0% read');
    expect(screen.getByText('0% read · Page 1 of 3 in this chapter')).toBeTruthy();

    // 62.5 %: halfway through the third of four sections, its second page of three.
    fireEvent.input(slider, { target: { value: '625' } });
    fireEvent.change(slider, { target: { value: '625' } });
    await waitFor(() => expect(screen.getByText('58% read · Page 2 of 3 in this chapter')).toBeTruthy());
    expect(shown.at(-1)).toBe('text/c3.xhtml');
    expect(slider.getAttribute('aria-valuetext')).toBe('Three · 58% read');
  });
});
