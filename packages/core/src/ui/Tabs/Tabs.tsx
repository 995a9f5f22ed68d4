import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { TabButton, TabList, TabPanel, TabsRoot } from './Tabs.styles';

export interface TabItem {
  /** Unique key, passed to `onValueChange`. */
  value: string;
  /** Text of the tab. */
  label: ReactNode;
  /** Panel shown while the tab is selected. */
  content: ReactNode;
  /** Skipped by arrow keys and not clickable. @default false */
  disabled?: boolean;
}

/** Props of `Tabs`. */
export interface TabsProps {
  /** The tabs, in order, each with its value, label, content and optional `disabled`. */
  items: readonly TabItem[];
  /** Selected tab (controlled). @default undefined */
  value?: string;
  /** Initially selected tab (uncontrolled). @default the first enabled tab */
  defaultValue?: string;
  /** Called with the newly selected tab's value. @default undefined */
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list, e.g. "Sign in". */
  label: string;
  /** Class on the tabs' root element, for host styling. @default undefined */
  className?: string;
}

const KEY_STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex); arrows, Home and End
 * move focus and select, wrapping around and skipping disabled tabs.
 * @example
 * <Tabs label="Sign in" items={[{ value: 'login', label: 'Log in', content: <LoginForm /> }]} />
 */
export function Tabs({ items, value, defaultValue, onValueChange, label, className }: TabsProps) {
  const enabled = items.filter((i) => !i.disabled);
  const [inner, setInner] = useState(defaultValue ?? enabled[0]?.value ?? '');
  const selected = value ?? inner;
  const tabStop = enabled.some((i) => i.value === selected) ? selected : enabled[0]?.value;
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (next: string) => {
    if (value === undefined) setInner(next);
    if (next !== selected) onValueChange?.(next);
    refs.current.get(next)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEP[event.key];
    if (!step || enabled.length === 0) return;
    const focused = enabled.findIndex((i) => refs.current.get(i.value) === event.target);
    const item = enabled[step(focused < 0 ? 0 : focused, enabled.length)];
    if (!item) return;
    event.preventDefault();
    select(item.value);
  };

  return (
    <TabsRoot className={className} data-part="tabs">
      <TabList role="tablist" aria-label={label} aria-orientation="horizontal" data-part="tablist" onKeyDown={onKeyDown}>
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
            tabIndex={item.value === tabStop ? 0 : -1}
            disabled={item.disabled}
            data-part="tab"
            data-state={item.value === selected ? 'active' : 'inactive'}
            onClick={() => select(item.value)}
          >
            {item.label}
          </TabButton>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel
          key={item.value}
          role="tabpanel"
          id={`${baseId}-panel-${item.value}`}
          aria-labelledby={`${baseId}-tab-${item.value}`}
          tabIndex={0}
          hidden={item.value !== selected}
          data-part="panel"
          data-state={item.value === selected ? 'active' : 'inactive'}
        >
          {item.value === selected ? item.content : null}
        </TabPanel>
      ))}
    </TabsRoot>
  );
}
