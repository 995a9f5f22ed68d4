import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copyText';

afterEach(() => vi.unstubAllGlobals());

describe('copyText', () => {
  it('writes the text to the clipboard and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyText('https://books.example/reset/abc')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://books.example/reset/abc');
  });

  it('says false, without throwing, where there is no clipboard (plain http) or it is refused', async () => {
    vi.stubGlobal('navigator', {});
    expect(await copyText('x')).toBe(false);
    vi.stubGlobal('navigator', { clipboard: { writeText: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    expect(await copyText('x')).toBe(false);
  });
});
