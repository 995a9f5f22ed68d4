import { describe, expect, it } from 'vitest';
import { normaliseRelativePath, safeFileName } from './safePath';

describe('normaliseRelativePath', () => {
  it.each([
    ['a/b/c.mp3', 'a/b/c.mp3'],
    ['a\\b\\c.mp3', 'a/b/c.mp3'],
    ['./a//b/./c', 'a/b/c'],
    ['小说/第一章.html', '小说/第一章.html'],
    ['', ''],
  ])('keeps %j as %j', (input, output) => {
    expect(normaliseRelativePath(input, 'file_path')).toBe(output);
  });

  it.each(['../etc/passwd', 'a/../../b', '/etc/passwd', 'C:\\Windows\\x', 'c:/x', 'a\u0000b', '..\\..\\x', 'a/\n/b'])(
    'refuses %j with INVALID_PATH',
    (input) => {
      expect(() => normaliseRelativePath(input, 'file_path')).toThrow(expect.objectContaining({ code: 'INVALID_PATH', statusCode: 400 }));
    },
  );
});

describe('safeFileName', () => {
  it('keeps only the last segment', () => {
    expect(safeFileName('../../etc/passwd', 'x')).toBe('passwd');
    expect(safeFileName('dir\\evil.txt', 'x')).toBe('evil.txt');
    expect(safeFileName('..', 'fallback')).toBe('fallback');
    expect(safeFileName(undefined, 'fallback')).toBe('fallback');
  });

  it('drops control characters and unpaired surrogates, keeps real text', () => {
    expect(safeFileName('a\u0000b\u001f\u007f\ud800c.epub', 'x')).toBe('abc.epub');
    expect(safeFileName('\udc00\u0001', 'fallback')).toBe('fallback');
    expect(safeFileName('书 😀.pdf', 'x')).toBe('书 😀.pdf');
  });
});
