import { parsePromptList } from './importPrompts';
import type { Prompt } from './types';

/** A list of prompts published at a URL, offered on the Online tab. */
export interface PromptSource {
  name: string;
  url: string;
}

/** Reference §3.3's recommended lists (awesome-chatgpt-prompts in Chinese, simplified and traditional). */
export const DEFAULT_PROMPT_SOURCES: readonly PromptSource[] = [
  { name: 'awesome-chatgpt-prompts-zh', url: 'https://raw.githubusercontent.com/PlexPt/awesome-chatgpt-prompts-zh/main/prompts-zh.json' },
  { name: 'awesome-chatgpt-prompts-zh-TW', url: 'https://raw.githubusercontent.com/PlexPt/awesome-chatgpt-prompts-zh/main/prompts-zh-TW.json' },
];

/** `INVALID_URL`: not an http(s) or site-relative address; `DOWNLOAD_FAILED`: network, HTTP or JSON. */
export type DownloadProblem = 'INVALID_URL' | 'DOWNLOAD_FAILED' | 'KEY_MISMATCH';

export type DownloadResult = { ok: true; prompts: Prompt[] } | { ok: false; problem: DownloadProblem };

export const isPromptListUrl = (url: string) => /^https?:\/\/\S+$/i.test(url.trim()) || /^\/[^/\s]\S*$/.test(url.trim());

/** Fetches and validates a list; never throws, an aborted download included. */
export async function downloadPromptList(url: string, fetchFn: typeof fetch, signal?: AbortSignal): Promise<DownloadResult> {
  if (!isPromptListUrl(url)) return { ok: false, problem: 'INVALID_URL' };
  let data: unknown;
  try {
    const response = await fetchFn(url.trim(), signal ? { signal } : {});
    if (!response.ok) return { ok: false, problem: 'DOWNLOAD_FAILED' };
    data = await response.json();
  } catch {
    return { ok: false, problem: 'DOWNLOAD_FAILED' };
  }
  const parsed = parsePromptList(data);
  return parsed.ok ? parsed : { ok: false, problem: 'KEY_MISMATCH' };
}
