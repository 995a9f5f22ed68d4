import { toGpt } from './parseGpts';
import type { Gpt } from './types';

export const MAX_RECENT_GPTS = 10;

/** Stored recent GPTs, validated: corrupt data gives an empty list, bad or repeated entries are dropped. */
export function readRecentGpts(raw: unknown): Gpt[] {
  if (!Array.isArray(raw)) return [];
  const list: Gpt[] = [];
  for (const item of raw) {
    const gpt = toGpt(item);
    if (gpt && !list.some((g) => g.id === gpt.id)) list.push(gpt);
  }
  return list.slice(0, MAX_RECENT_GPTS);
}

/** The picked GPT moves to the front; the oldest falls off past `max`. */
export function rememberGpt(list: readonly Gpt[], gpt: Gpt, max = MAX_RECENT_GPTS): Gpt[] {
  return [gpt, ...list.filter((g) => g.id !== gpt.id)].slice(0, max);
}

/** Titles matching the `@` query, in recency order. */
export function matchRecentGpts(list: readonly Gpt[], query: string): Gpt[] {
  const needle = query.trim().toLocaleLowerCase();
  return list.filter((g) => g.name.toLocaleLowerCase().includes(needle) || g.id.toLocaleLowerCase().includes(needle));
}
