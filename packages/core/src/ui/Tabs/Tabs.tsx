import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { TabButton, TabList, TabPanel } from './Tabs.styles';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Controlled selected tab. */
  value?: string;
  /** Uncontrolled initial tab. @default the first enabled tab */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  className?: string;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function Tabs({ items, value, defaultValue, onValueChange, label, className }: TabsProps) {
  const enabled = items.filter((i) => !i.disabled);
  const [inner, setInner] = useState(defaultValue ?? enabled[0]?.value ?? '');
  const selected = value ?? inner;
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (next: string) => {
    if (value === undefined) setInner(next);
    onValueChange?.(next);
    refs.current.get(next)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((i) => i.value === selected);
    const last = enabled.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index + 1) % enabled.length
      : event.key === 'ArrowLeft' ? (index - 1 + enabled.length) % enabled.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : -1;
    const item = enabled[target];
    if (target < 0 || !item) return;
    event.preventDefault();
    select(item.value);
  };

  const current = items.find((i) => i.value === selected);
  return (
    <div className={className} data-part="tabs">
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <TabButton
            key={item.value}
            ref={(el) => {
              if (el) refs.current.set(item.value, el);
              else refs.current.delete(item.value);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.value}`}
            aria-selected={item.value === selected}
            aria-controls={`${baseId}-panel-${item.value}`}
            tabIndex={item.value === selected ? 0 : -1}
            disabled={item.disabled}
            data-state={item.value === selected ? 'active' : 'inactive'}
            onClick={() => select(item.value)}
          >
            {item.label}
          </TabButton>
        ))}
      </TabList>
      {current ? (
        <TabPanel
          role="tabpanel"
          id={`${baseId}-panel-${current.value}`}
          aria-labelledby={`${baseId}-tab-${current.value}`}
          tabIndex={0}
        >
          {current.content}
        </TabPanel>
      ) : null}
    </div>
  );
}
