import { describe, expect, it } from 'vitest';
import en from '../locales/en-US/library.json';
import { uploadErrorMessage } from './uploadErrorMessage';

const t = ((key: string, vars?: Record<string, unknown>) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars?.[name]));
}) as Parameters<typeof uploadErrorMessage>[0];

describe('uploadErrorMessage', () => {
  it("explains an unsupported file in the reader's language, never with the server's English text", () => {
    expect(uploadErrorMessage(t, { code: 'UNSUPPORTED_FORMAT', msg: 'Not a book', status: 415 })).toBe(en.errors.UNSUPPORTED_FORMAT);
    expect(uploadErrorMessage(t, { code: 'SOMETHING_NEW', msg: 'body/title must NOT be empty', status: 400 })).toBe(en.errors.UNKNOWN);
  });

  it('says why an image was refused rather than calling it an unreadable book', () => {
    expect(uploadErrorMessage(t, { code: 'IMAGE_NEEDS_HTML_BOOK', status: 415 })).toBe(en.errors.IMAGE_NEEDS_HTML_BOOK);
    expect(uploadErrorMessage(t, { code: 'HTTP_415', status: 415 })).toBe(en.errors.UNSUPPORTED_FORMAT);
  });

  it('treats any 413 as too large, whatever code the proxy in front sent', () => {
    expect(uploadErrorMessage(t, { code: 'HTTP_413', status: 413 })).toBe(en.errors.PAYLOAD_TOO_LARGE);
  });

  it('hides browser jargon behind the network message', () => {
    expect(uploadErrorMessage(t, { code: 'NETWORK_ERROR', msg: 'Failed to fetch' })).toBe(en.errors.NETWORK_ERROR);
  });

  it('says the line was too slow when the server cut a slow upload', () => {
    expect(uploadErrorMessage(t, { code: 'REQUEST_TIMEOUT', status: 408 })).toBe(en.errors.REQUEST_TIMEOUT);
  });

  it('words the visibility refusals: a private book, an expired link, the public library turned off', () => {
    expect(uploadErrorMessage(t, { code: 'BOOK_PRIVATE', status: 403 })).toBe(en.errors.BOOK_PRIVATE);
    expect(uploadErrorMessage(t, { code: 'LINK_EXPIRED', status: 403 })).toBe(en.errors.LINK_EXPIRED);
    expect(uploadErrorMessage(t, { code: 'PUBLIC_LIBRARY_OFF', status: 404 })).toBe(en.errors.PUBLIC_LIBRARY_OFF);
  });

  it('falls back to a generic message for unknown codes', () => {
    expect(uploadErrorMessage(t, { code: 'SOMETHING_NEW' })).toBe(en.errors.UNKNOWN);
  });
});
