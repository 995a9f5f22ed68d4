import { useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * False while `defer` holds and the browser has not been idle since mount; true for good once
 * either is over. Lets off-screen rows paint as plain text first and upgrade after the frame.
 */
export function useIdleReady(defer: boolean): boolean {
  const [settled, setSettled] = useState(!defer);
  useEffect(() => {
    if (settled) return;
    const settle = () => setSettled(true);
    // Shown once as markdown, a row never goes back to plain text when it scrolls away.
    if (!defer) return settle();
    const w = window as IdleWindow;
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const id = w.requestIdleCallback(settle, { timeout: 500 });
      const cancel = w.cancelIdleCallback;
      return () => cancel(id);
    }
    const id = window.setTimeout(settle, 50);
    return () => window.clearTimeout(id);
  }, [settled, defer]);
  return settled || !defer;
}
