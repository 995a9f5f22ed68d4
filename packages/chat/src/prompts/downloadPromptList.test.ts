import { describe, expect, it, vi } from 'vitest';
import { downloadPromptList } from './downloadPromptList';

const respond = (body: string, status = 200) => vi.fn<typeof fetch>(async () => new Response(body, { status }));

describe('downloadPromptList', () => {
  it('downloads an awesome-chatgpt-prompts list', async () => {
    const fetchFn = respond('[{"act":"Poet","prompt":"Rhyme."}]');
    expect(await downloadPromptList('https://example.test/prompts.json', fetchFn)).toEqual({ ok: true, prompts: [{ title: 'Poet', content: 'Rhyme.' }] });
    expect(fetchFn).toHaveBeenCalledWith('https://example.test/prompts.json', {});
  });

  it('refuses an address that is not http(s) or site-relative without fetching', async () => {
    const fetchFn = respond('[]');
    for (const url of ['', 'ftp://x/y.json', 'javascript:alert(1)', 'prompts.json']) {
      expect(await downloadPromptList(url, fetchFn)).toEqual({ ok: false, problem: 'INVALID_URL' });
    }
    expect(fetchFn).not.toHaveBeenCalled();
    expect((await downloadPromptList('/prompts.json', respond('[]'))).ok).toBe(true);
  });

  it('fails on a network error, an HTTP error or a body that is not JSON', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await downloadPromptList('https://x.test/a.json', offline)).toEqual({ ok: false, problem: 'DOWNLOAD_FAILED' });
    expect(await downloadPromptList('https://x.test/a.json', respond('[]', 404))).toEqual({ ok: false, problem: 'DOWNLOAD_FAILED' });
    expect(await downloadPromptList('https://x.test/a.json', respond('<html>'))).toEqual({ ok: false, problem: 'DOWNLOAD_FAILED' });
  });

  it('gives Key value mismatch for JSON of another shape', async () => {
    expect(await downloadPromptList('https://x.test/a.json', respond('[{"title":"a","content":"b"}]'))).toEqual({ ok: false, problem: 'KEY_MISMATCH' });
  });
});
