import { useEffect, useRef } from 'react';
import { SuggestionDetail, SuggestionList, SuggestionOption } from './ComposerSuggestions.styles';
import type { SuggestionItem } from '../../model/suggestionTypes';

export interface ComposerSuggestionsProps {
  /** The list's element id, for the text box's `aria-controls`. */
  id: string;
  /** Accessible name of the list. */
  label: string;
  /** The suggestions offered, in order; each shows its label and, if any, its detail. */
  items: readonly SuggestionItem[];
  /** Index of the highlighted option (the text box's `aria-activedescendant`). */
  activeIndex: number;
  /** The element id of the option at an index. */
  optionId: (index: number) => string;
  /** Called with the index of a clicked option. */
  onPick: (index: number) => void;
  /** Called with the index of the option under the pointer, to highlight it. */
  onHover: (index: number) => void;
}

/**
 * The popup of the Composer's suggestions. Focus stays in the text box (the options are reached
 * through `aria-activedescendant`), so a click must not take it away.
 */
export function ComposerSuggestions({ id, label, items, activeIndex, optionId, onPick, onHover }: ComposerSuggestionsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);
  return (
    <SuggestionList ref={listRef} id={id} role="listbox" aria-label={label} data-part="composer-suggestions">
      {items.map((item, index) => (
        <SuggestionOption
          key={item.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          data-state={index === activeIndex ? 'active' : undefined}
          onMouseDown={(e) => e.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => onPick(index)}
        >
          {item.label}
          {item.detail && <SuggestionDetail>{item.detail}</SuggestionDetail>}
        </SuggestionOption>
      ))}
    </SuggestionList>
  );
}
