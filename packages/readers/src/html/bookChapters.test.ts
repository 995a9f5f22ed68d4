import { describe, expect, it } from 'vitest';
import type { ReaderBookFile } from '../machines/readerFile';
import { chaptersOf, isBookImage } from './bookChapters';

const file = (index: number, path: string, mime: string): ReaderBookFile => ({
  index,
  name: path.split('/').pop() ?? path,
  path,
  url: `/api/books/b/files/${index}`,
  mime,
  sizeBytes: 1,
  durationS: null,
});

describe('chaptersOf', () => {
  it('keeps the html files with their file_index and leaves the images out', () => {
    const files = [file(3, 'N/images/a.png', 'image/png'), file(0, 'N/01.html', 'text/html'), file(1, 'N/02.html', 'text/html'), file(2, 'N/b.JPG', '')];
    const chapters = chaptersOf({ title: 'N', format: 'html', files }, 'http://books.test');
    expect(chapters.map((c) => [c.index, c.path, c.url])).toEqual([
      [0, 'N/01.html', 'http://books.test/api/books/b/files/0'],
      [1, 'N/02.html', 'http://books.test/api/books/b/files/1'],
    ]);
  });

  it('tells images by their served type, or by name when an older server sent none', () => {
    expect(isBookImage(file(0, 'a.html', 'image/webp'))).toBe(true);
    expect(isBookImage(file(0, 'a.gif', ''))).toBe(true);
    expect(isBookImage(file(0, 'a.png', 'text/html'))).toBe(false);
    expect(isBookImage(file(0, 'a.svg', ''))).toBe(false);
  });
});
