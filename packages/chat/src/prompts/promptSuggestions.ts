import type { SuggestionSource } from '../model/suggestionTypes';
import { matchPromptTitles } from './promptRules';
import type { Prompt } from './types';

/** `/` in the message box: prompts by title; picking one puts its content where `/query` was. */
export function createPromptSuggestions(prompts: readonly Prompt[], label: string): SuggestionSource {
  return {
    trigger: '/',
    label,
    items: (query) => matchPromptTitles(prompts, query).map((p) => ({ id: p.title, label: p.title, detail: p.content })),
    pick: (item, draft) => {
      const prompt = prompts.find((p) => p.title === item.id);
      if (prompt) draft.replaceQuery(prompt.content);
    },
  };
}
