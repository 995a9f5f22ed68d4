import { crc32 } from 'node:zlib';
import { renderWithProvider } from '@atelier/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type EpubBook, type EpubRendition, openEpub } from '../../epub/openEpub';
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

/** A zip of stored (uncompressed) entries, enough for epub.js to unzip. */
function storedZip(entries: Array<[name: string, text: string]>): Uint8Array {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    parts.push(local, fileName, data);
    central.push(entry, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, directory, end]));
}

const CONTAINER = '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>';
const withoutContainer = storedZip([
  ['mimetype', 'application/epub+zip'],
  ['OEBPS/text/c1.xhtml', '<html xmlns="http://www.w3.org/1999/xhtml"><body><p>Hello</p></body></html>'],
]);
const withoutPackage = storedZip([
  ['mimetype', 'application/epub+zip'],
  ['META-INF/container.xml', CONTAINER],
]);
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
  ])('shows the error within a few seconds, never the spinner for ever, for %s (epub.js)', async (_name, file) => {
    const started = Date.now();
    renderWithProvider(<EpubReader bytes={file} bookId={null} progressKey="broken" openBook={openEpub} />);
    expect(await screen.findByRole('heading', { name: en.book.badFile }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByText(en.book.preparing)).toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
