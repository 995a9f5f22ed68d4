import type { Prompt, PromptProblem, PromptResult } from './types';

const clean = (prompt: Prompt): Prompt => ({ title: prompt.title.trim(), content: prompt.content.trim() });

/**
 * The spec's rule: no two prompts share a title or a content. `except` is the prompt being
 * edited, which may keep its own title and content.
 */
export function findConflict(list: readonly Prompt[], prompt: Prompt, except?: string): PromptProblem | null {
  const { title, content } = clean(prompt);
  if (title === '' || content === '') return { code: 'EMPTY' };
  const others = list.filter((p) => p.title !== except);
  if (others.some((p) => p.title === title)) return { code: 'TITLE_DUPLICATE' };
  const sameContent = others.find((p) => p.content === content);
  return sameContent ? { code: 'CONTENT_DUPLICATE', title: sameContent.title } : null;
}

/** New prompts go first, as the newest is the one the user looks for. */
export function addPrompt(list: readonly Prompt[], prompt: Prompt): PromptResult {
  const problem = findConflict(list, prompt);
  return problem ? { ok: false, problem } : { ok: true, prompts: [clean(prompt), ...list] };
}

/** Replaces the prompt titled `originalTitle` in place; an unknown title changes nothing. */
export function editPrompt(list: readonly Prompt[], originalTitle: string, prompt: Prompt): PromptResult {
  const index = list.findIndex((p) => p.title === originalTitle);
  if (index < 0) return { ok: true, prompts: [...list] };
  const problem = findConflict(list, prompt, originalTitle);
  if (problem) return { ok: false, problem };
  return { ok: true, prompts: list.map((p, i) => (i === index ? clean(prompt) : p)) };
}

export function deletePrompt(list: readonly Prompt[], title: string): Prompt[] {
  return list.filter((p) => p.title !== title);
}

/** Case-insensitive match on title or content (reference §3.3: "matches key or value"). */
export function searchPrompts(list: readonly Prompt[], query: string): Prompt[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...list];
  return list.filter((p) => p.title.toLocaleLowerCase().includes(needle) || p.content.toLocaleLowerCase().includes(needle));
}

/** For the `/` suggestions: titles that contain the query, those starting with it first. */
export function matchPromptTitles(list: readonly Prompt[], query: string, limit = 8): Prompt[] {
  const needle = query.trim().toLocaleLowerCase();
  const hits = list.filter((p) => p.title.toLocaleLowerCase().includes(needle));
  const starts = (p: Prompt) => (p.title.toLocaleLowerCase().startsWith(needle) ? 0 : 1);
  return hits.sort((a, b) => starts(a) - starts(b)).slice(0, limit);
}
