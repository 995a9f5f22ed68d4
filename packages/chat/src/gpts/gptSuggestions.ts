import type { SuggestionSource } from '../model/suggestionTypes';
import { matchRecentGpts } from './recentGpts';
import type { Gpt } from './types';

/** `@` in the message box: recently used GPTs; picking one switches to it and drops `@query`. */
export function createGptSuggestions(recent: readonly Gpt[], label: string, onPick: (gpt: Gpt) => void): SuggestionSource {
  return {
    trigger: '@',
    label,
    items: (query) => matchRecentGpts(recent, query).map((g) => ({ id: g.id, label: g.name, ...(g.description ? { detail: g.description } : {}) })),
    pick: (item, draft) => {
      const gpt = recent.find((g) => g.id === item.id);
      if (!gpt) return;
      draft.replaceQuery('');
      onPick(gpt);
    },
  };
}
