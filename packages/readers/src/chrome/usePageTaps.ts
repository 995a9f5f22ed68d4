import { useLatest } from '@atelier/core';
import { type MouseEvent, type PointerEvent, useMemo, useRef } from 'react';
import { useReaderChromeSignals } from './ReaderChromeContext';
import { tapsControl, tapZone } from './tapZone';

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

/** Where a scrolling page stands and how to move it. */
export interface PageScroller {
  top: number;
  height: number;
  max: number;
  by(top: number): void;
}

/** A document's own scrolling (a chapter's frame). */
export function documentScroller(doc: Document): PageScroller {
  const root = doc.scrollingElement ?? doc.documentElement;
  return { top: root.scrollTop, height: root.clientHeight, max: root.scrollHeight - root.clientHeight, by: (top) => root.scrollBy?.({ top }) };
}

/**
 * An edge tap: a screen back or on (less a line, so the last line stays in view), or past the start
 * or the end, the action for that (the previous or next chapter).
 */
export function turnScreen(zone: 'previous' | 'next', scroller: PageScroller, actions: PageTapActions): void {
  const step = Math.max(0, scroller.height - 48);
  if (zone === 'next') {
    if (scroller.top >= scroller.max - 1) actions.afterEnd?.();
    else scroller.by(step);
  } else if (scroller.top <= 0) actions.beforeStart?.();
  else scroller.by(-step);
}

/** The element that scrolls the page: the page itself in a box the host sized, else the window. */
function scrollerOf(page: HTMLElement): PageScroller {
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
        if (tapsControl(event.target)) return;
        if (!(window.getSelection()?.isCollapsed ?? true)) return;
        const page = event.currentTarget;
        const box = page.getBoundingClientRect();
        const zone = tapZone(event.clientX, box.left, box.width);
        if (zone === 'middle') return signals.toggle();
        signals.read();
        turnScreen(zone, scrollerOf(page), latest.current);
      },
    }),
    [signals, latest],
  );
}
