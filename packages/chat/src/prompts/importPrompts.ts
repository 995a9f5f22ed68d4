import { findConflict } from './promptRules';
import type { Prompt } from './types';

/** `INVALID_JSON`: not JSON at all; `KEY_MISMATCH`: JSON, but not one of the two accepted shapes. */
export type PromptFileProblem = 'INVALID_JSON' | 'KEY_MISMATCH';

export type ParsedPromptFile = { ok: true; prompts: Prompt[] } | { ok: false; problem: PromptFileProblem };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function toPrompt(item: unknown): Prompt | null {
  if (!isRecord(item)) return null;
  if (isText(item.key) && isText(item.value)) return { title: item.key.trim(), content: item.value.trim() };
  if (isText(item.act) && isText(item.prompt)) return { title: item.act.trim(), content: item.prompt.trim() };
  return null;
}

/**
 * Accepts `[{key, value}]` (our export) and `[{act, prompt}]` (awesome-chatgpt-prompts). One
 * item of any other shape rejects the whole file, so a bad file never half-imports.
 */
export function parsePromptList(data: unknown): ParsedPromptFile {
  if (!Array.isArray(data)) return { ok: false, problem: 'KEY_MISMATCH' };
  const prompts: Prompt[] = [];
  for (const item of data) {
    const prompt = toPrompt(item);
    if (!prompt) return { ok: false, problem: 'KEY_MISMATCH' };
    prompts.push(prompt);
  }
  return { ok: true, prompts };
}

export function parsePromptFile(text: string): ParsedPromptFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'INVALID_JSON' };
  }
  return parsePromptList(data);
}

export interface SkippedPrompt {
  prompt: Prompt;
  reason: 'TITLE_DUPLICATE' | 'CONTENT_DUPLICATE';
}

export interface MergeResult {
  prompts: Prompt[];
  added: Prompt[];
  skipped: SkippedPrompt[];
}

/**
 * Adds what does not clash with the list or with an earlier item of the same file; the rest is
 * reported, not added. Imported prompts keep their file order, after the existing ones.
 */
export function mergePrompts(list: readonly Prompt[], incoming: readonly Prompt[]): MergeResult {
  const prompts = [...list];
  const added: Prompt[] = [];
  const skipped: SkippedPrompt[] = [];
  for (const prompt of incoming) {
    const problem = findConflict(prompts, prompt);
    if (problem?.code === 'TITLE_DUPLICATE' || problem?.code === 'CONTENT_DUPLICATE') {
      skipped.push({ prompt, reason: problem.code });
      continue;
    }
    if (problem) continue;
    prompts.push(prompt);
    added.push(prompt);
  }
  return { prompts, added, skipped };
}

export const PROMPT_EXPORT_FILE = 'ChatGPTPromptTemplate.json';

/** Reference §3.3: the export format is `[{key, value}]`, which import reads back. */
export function exportPrompts(list: readonly Prompt[]): string {
  return JSON.stringify(list.map((p) => ({ key: p.title, value: p.content })), null, 2);
}
