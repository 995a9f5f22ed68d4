import { useLatest } from '@atelier/core';
import { type RefObject, useEffect } from 'react';
import { pdfKeyCommand } from '../pdf/pdfKeyCommand';

/** The PDF reader's keys on the window while the document is open and no panel is. */
export function usePdfKeys(
  enabled: boolean,
  scrollerRef: RefObject<HTMLDivElement | null>,
  at: { page: number; pages: number; open: boolean; goToPage(page: number): void },
) {
  const latest = useLatest(at);
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const { open, goToPage } = latest.current;
      const el = scrollerRef.current;
      const command = open && el ? pdfKeyCommand(event, latest.current) : null;
      if (!command || !el) return;
      if (command.kind === 'scroll') el.scrollTop += command.screens * el.clientHeight * 0.9;
      else goToPage(command.page);
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, scrollerRef, latest]);
}
