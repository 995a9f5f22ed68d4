import { useLatest } from '@atelier/core';
import { type MouseEvent, type PointerEvent, useMemo, useRef } from 'react';
import { useReaderChromeSignals } from './ReaderChromeContext';
import { tapZone } from './tapZone';

/** Handlers for a scrolling page of text (TXT): what a finger's tap does. */
export interface PageTapHandlers {
  /** Notes whether the coming click is a finger's (only those turn pages). */
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  /** Turns a screen or shows/hides the chrome by the third of the page tapped. */
  onClick(event: MouseEvent<HTMLElement>): void;
}

export interface PageTapActions {
  /** The page is at its start and the left edge was tapped: e.g. the previous chapter. */
  beforeStart?(): void;
  /** The page is at its end and the right edge was tapped: e.g. the next chapter. */
  afterEnd?(): void;
}

/** The element that scrolls the page: the page itself in a box the host sized, else the window. */
function scrollerOf(page: HTMLElement): { top: number; height: number; max: number; by(top: number): void } {
  if (page.scrollHeight > page.clientHeight + 1) {
    return { top: page.scrollTop, height: page.clientHeight, max: page.scrollHeight - page.clientHeight, by: (top) => page.scrollBy({ top }) };
  }
  const root = document.scrollingElement ?? document.documentElement;
  return { top: window.scrollY, height: window.innerHeight, max: root.scrollHeight - window.innerHeight, by: (top) => window.scrollBy({ top }) };
}

/**
 * Tap zones on phones: a touch on the page's left or right 30 % scrolls back or on by a screen
 * (less a line, so the last line stays in view), one in the middle shows or hides the chrome. Mouse
 * clicks are left alone (a desktop reader clicks to select), and so are links, buttons and taps
 * that end a text selection.
 */
export function usePageTaps(actions: PageTapActions = {}): PageTapHandlers {
  const signals = useReaderChromeSignals();
  const pointer = useRef('');
  const latest = useLatest(actions);
  return useMemo(
    () => ({
      onPointerDown: (event) => {
        pointer.current = event.pointerType;
      },
      onClick: (event) => {
        if (pointer.current !== 'touch') return;
        if (event.target instanceof Element && event.target.closest('a, button, input, select, textarea')) return;
        if (!(window.getSelection()?.isCollapsed ?? true)) return;
        const page = event.currentTarget;
        const box = page.getBoundingClientRect();
        const zone = tapZone(event.clientX, box.left, box.width);
        if (zone === 'middle') return signals.toggle();
        const scroller = scrollerOf(page);
        const step = Math.max(0, scroller.height - 48);
        signals.read();
        if (zone === 'next') {
          if (scroller.top >= scroller.max - 1) latest.current.afterEnd?.();
          else scroller.by(step);
        } else if (scroller.top <= 0) latest.current.beforeStart?.();
        else scroller.by(-step);
      },
    }),
    [signals, latest],
  );
}
