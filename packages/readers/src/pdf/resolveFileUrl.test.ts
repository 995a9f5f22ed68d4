import { describe, expect, it } from 'vitest';
import { resolveFileUrl } from './resolveFileUrl';

describe('resolveFileUrl', () => {
  it('puts an API path under the API base, same origin or not', () => {
    expect(resolveFileUrl('/api/books/b1/files/0', '', 'https://app.example/book/pdf/b1')).toBe('https://app.example/api/books/b1/files/0');
    expect(resolveFileUrl('/api/books/b1/files/0', 'https://lib.example/v2/', 'https://app.example/x')).toBe('https://lib.example/v2/api/books/b1/files/0');
    expect(resolveFileUrl('/api/books/b1/files/0', '/library', 'https://app.example/x')).toBe('https://app.example/library/api/books/b1/files/0');
  });

  it('keeps absolute and blob URLs', () => {
    expect(resolveFileUrl('https://cdn.example/a.pdf', '', 'https://app.example/')).toBe('https://cdn.example/a.pdf');
    expect(resolveFileUrl('blob:https://app.example/123', '', 'https://app.example/')).toBe('blob:https://app.example/123');
  });
});
