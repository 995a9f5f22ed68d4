import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import { styled } from 'styled-components';
import { vars } from '@atelier/core';

const Scroller = styled.div<{ $height: number }>`
  max-height: ${({ $height }) => $height}px;
  overflow: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

/** Props of `VirtualList`. */
export interface VirtualListProps<T> {
  /** The rows' items, in order. */
  items: readonly T[];
  /** Fixed row height in px; rows are absolutely placed. */
  rowHeight: number;
  /** Height in px beyond which the list scrolls inside itself. @default 360 */
  maxHeight?: number;
  /** Accessible name of the list. */
  label: string;
  /** A stable key for an item's row. */
  getKey(item: T): string;
  /** Renders an item's row. */
  renderRow(item: T, index: number): ReactNode;
}

/** Up to this many rows render plainly; virtualizing a short list buys nothing. */
const PLAIN_LIMIT = 60;

/** A scrolling list that renders only the rows in view once it is long (a batch of a thousand files stays cheap). */
export function VirtualList<T>(props: VirtualListProps<T>) {
  return props.items.length > PLAIN_LIMIT ? <VirtualRows {...props} /> : <PlainRows {...props} />;
}

function PlainRows<T>({ items, rowHeight, maxHeight = 360, label, getKey, renderRow }: VirtualListProps<T>) {
  return (
    <Scroller $height={maxHeight} tabIndex={0} role="group" aria-label={label}>
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }} aria-label={label}>
        {items.map((item, index) => (
          <li key={getKey(item)} style={{ height: rowHeight }}>
            {renderRow(item, index)}
          </li>
        ))}
      </ul>
    </Scroller>
  );
}

function VirtualRows<T>({ items, rowHeight, maxHeight = 360, label, getKey, renderRow }: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => getKey(items[index]!),
    overscan: 8,
    // jsdom and the first paint have no layout; assume the list's own height.
    initialRect: { width: 800, height: maxHeight },
  });
  return (
    // The scroller is focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
    <Scroller ref={scroller} $height={maxHeight} tabIndex={0} role="group" aria-label={label}>
      <ul style={{ position: 'relative', height: virtualizer.getTotalSize(), margin: 0, padding: 0, listStyle: 'none' }} aria-label={label}>
        {virtualizer.getVirtualItems().map((row) => (
          <li
            key={row.key}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: rowHeight, transform: `translateY(${row.start}px)` }}
          >
            {renderRow(items[row.index]!, row.index)}
          </li>
        ))}
      </ul>
    </Scroller>
  );
}
