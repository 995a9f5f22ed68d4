import { useLatest } from '@atelier/core';
import { useEffect } from 'react';
import { useReaderChromeSignals } from './ReaderChromeContext';
import { tapsControl, tapZone } from './tapZone';
import { documentScroller, type PageTapActions, turnScreen } from './usePageTaps';

/**
 * Tap zones inside a chapter's frame (HTML books), whose events never reach our window: as
 * `usePageTaps` does on a page of ours, a finger's tap on the left or right 30 % scrolls the frame a
 * screen back or on (past either end, `actions` run), one in the middle shows or hides the chrome.
 */
export function useFrameTaps(doc: Document | null, actions: PageTapActions): void {
  const signals = useReaderChromeSignals();
  const latest = useLatest(actions);
  useEffect(() => {
    if (!doc) return undefined;
    let pointer = '';
    const onPointerDown = (event: PointerEvent) => {
      pointer = event.pointerType;
    };
    const onClick = (event: MouseEvent) => {
      if (pointer !== 'touch' || event.defaultPrevented) return;
      if (tapsControl(event.target)) return;
      if (!(doc.getSelection()?.isCollapsed ?? true)) return;
      const zone = tapZone(event.clientX, 0, doc.documentElement.clientWidth);
      if (zone === 'middle') return signals.toggle();
      signals.read();
      turnScreen(zone, documentScroller(doc), latest.current);
    };
    doc.addEventListener('pointerdown', onPointerDown);
    doc.addEventListener('click', onClick);
    return () => {
      doc.removeEventListener('pointerdown', onPointerDown);
      doc.removeEventListener('click', onClick);
    };
  }, [doc, signals, latest]);
}
