import type { SuggestionTrigger, TriggerMatch } from '../../model/suggestionTypes';

const MAX_QUERY = 80;

/**
 * The trigger being typed at the caret: a trigger character at the start of the draft or after
 * whitespace, followed by a query on the same line that does not start with a space (so
 * `and/or`, `a@b.c` and `1 / 2` never open anything).
 */
export function findTrigger(text: string, caret: number, triggers: readonly SuggestionTrigger[]): TriggerMatch | null {
  const before = text.slice(0, caret);
  for (let i = before.length - 1; i >= Math.max(0, before.length - MAX_QUERY - 1); i -= 1) {
    const char = before[i] ?? '';
    if (char === '\n') return null;
    if (!triggers.includes(char as SuggestionTrigger)) continue;
    if (i > 0 && !/\s/.test(before[i - 1] ?? '')) continue;
    const query = before.slice(i + 1);
    if (/^\s/.test(query)) return null;
    return { trigger: char as SuggestionTrigger, query, start: i, end: caret };
  }
  return null;
}
