import { findConflict } from './promptRules';
import type { Prompt } from './types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The stored list, validated: anything but an array gives an empty list; malformed or
 * clashing entries are dropped, so the rest of the store still loads.
 */
export function readPromptList(raw: unknown): Prompt[] {
  if (!Array.isArray(raw)) return [];
  const list: Prompt[] = [];
  for (const item of raw) {
    if (!isRecord(item) || typeof item.title !== 'string' || typeof item.content !== 'string') continue;
    const prompt = { title: item.title.trim(), content: item.content.trim() };
    if (!findConflict(list, prompt)) list.push(prompt);
  }
  return list;
}
