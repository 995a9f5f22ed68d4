import type { ComposerDraft } from './composerDraft';

export type SuggestionTrigger = '/' | '@';

export interface SuggestionItem {
  id: string;
  label: string;
  /** A second, muted line (a prompt's content, a GPT's description). */
  detail?: string;
}

/** The draft as a suggestion's `pick` sees it: it may replace the typed trigger and query. */
export interface SuggestionDraft extends ComposerDraft {
  /** Replaces the trigger character and the query after it (e.g. `/trans`) with `text`. */
  replaceQuery(text: string): void;
}

/** What a trigger character offers in the Composer's suggestion popup. */
export interface SuggestionSource {
  trigger: SuggestionTrigger;
  /** Accessible name of the popup's list, e.g. "Prompts". */
  label: string;
  items(query: string): readonly SuggestionItem[];
  pick(item: SuggestionItem, draft: SuggestionDraft): void;
}

export interface TriggerMatch {
  trigger: SuggestionTrigger;
  query: string;
  /** Index of the trigger character in the draft. */
  start: number;
  /** The caret: the end of the query. */
  end: number;
}
