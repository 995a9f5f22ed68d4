import { type KeyboardEvent, useId, useState } from 'react';
import type { ComposerDraft } from '../../model/composerDraft';
import type { ComposerSuggestionsProps } from './ComposerSuggestions';
import { findTrigger } from './findTrigger';
import type { SuggestionDraft, SuggestionSource } from '../../model/suggestionTypes';

export interface ComposerSuggestionsOptions {
  sources: readonly SuggestionSource[];
  /** The draft's current text (the Composer's state). */
  text: string;
  draft: ComposerDraft;
}

export interface ComposerSuggestionsModel {
  /**
   * Spread on the textarea: the parts of the ARIA combobox pattern a textarea may carry.
   * `aria-expanded` and `role="combobox"` are not allowed on a textarea (axe: aria-allowed-attr,
   * aria-allowed-role); the listbox appearing under `aria-controls` and the active option under
   * `aria-activedescendant` say the same.
   */
  inputProps: {
    'aria-autocomplete': 'list';
    'aria-controls': string | undefined;
    'aria-activedescendant': string | undefined;
    onSelect: (event: { currentTarget: HTMLTextAreaElement }) => void;
  };
  /** Call from the textarea's change handler with its caret. */
  onTextChange: (caret: number) => void;
  /** Call first from the textarea's keydown; true when the popup used the key. */
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  /** The popup's props, or null while it is closed. */
  list: ComposerSuggestionsProps | null;
}

/**
 * Trigger-character suggestions for the Composer (`/` prompts, `@` recent GPTs): the text before
 * the caret decides what is offered; arrows move, Enter or Tab picks, Esc closes until the next
 * trigger. Keys typed while an IME is composing are left to the IME.
 */
export function useComposerSuggestions({ sources, text, draft }: ComposerSuggestionsOptions): ComposerSuggestionsModel {
  const listId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [nav, setNav] = useState({ at: '', index: 0 });
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);

  const match = caret === null || picked === text ? null : findTrigger(text, Math.min(caret, text.length), sources.map((s) => s.trigger));
  const source = match ? sources.find((s) => s.trigger === match.trigger) : undefined;
  const key = match ? `${match.trigger}${match.start}` : '';
  const items = source && match && dismissed !== key ? source.items(match.query) : [];
  const open = items.length > 0;
  const at = `${key}:${match?.query ?? ''}`;
  const active = open ? (nav.at === at ? Math.min(nav.index, items.length - 1) : 0) : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (index: number) => {
    const item = items[index];
    if (!item || !source || !match) return;
    const suggestionDraft: SuggestionDraft = {
      ...draft,
      replaceQuery: (replacement) => {
        const current = draft.get();
        const next = current.slice(0, match.start) + replacement + current.slice(match.end);
        const position = match.start + replacement.length;
        draft.set(next);
        setPicked(next);
        setCaret(position);
        // After React has written the new value, or the browser puts the caret at the end.
        setTimeout(() => {
          const textarea = draft.textarea();
          textarea?.focus();
          textarea?.setSelectionRange(position, position);
        }, 0);
      },
    };
    source.pick(item, suggestionDraft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || event.nativeEvent.isComposing || event.keyCode === 229) return false;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) {
      setNav({ at, index: (active + step + items.length) % items.length });
    } else if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
      pick(active);
    } else if (event.key === 'Escape') {
      setDismissed(key);
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  };

  return {
    inputProps: {
      'aria-autocomplete': 'list',
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open ? optionId(active) : undefined,
      onSelect: (event) => setCaret(event.currentTarget.selectionStart),
    },
    onTextChange: (position) => {
      setCaret(position);
      setPicked(null);
    },
    onKeyDown,
    list:
      open && source
        ? { id: listId, label: source.label, items, activeIndex: active, optionId, onPick: pick, onHover: (index) => setNav({ at, index }) }
        : null,
  };
}
