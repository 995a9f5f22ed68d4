import { useEffect, useRef } from 'react';
import { SuggestionDetail, SuggestionList, SuggestionOption } from './ComposerSuggestions.styles';
import type { SuggestionItem } from './suggestionTypes';

export interface ComposerSuggestionsProps {
  id: string;
  /** Accessible name of the list. */
  label: string;
  items: readonly SuggestionItem[];
  activeIndex: number;
  optionId: (index: number) => string;
  onPick: (index: number) => void;
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
