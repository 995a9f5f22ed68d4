import { useEffect } from 'react';
import { signalKey } from './chromeInput';
import { useReaderChromeSignals } from './ReaderChromeContext';

/**
 * Tells the chrome what happens inside a book's frame, whose events never reach our window:
 * wheel, touch scrolling and page keys read on; a real mouse move or another key bring it back.
 */
export function useFrameChrome(doc: Document | null) {
  const signals = useReaderChromeSignals();
  useEffect(() => {
    if (!doc) return undefined;
    const read = () => signals.read();
    const onMouseMove = (event: MouseEvent) => {
      if (event.movementX !== 0 || event.movementY !== 0) signals.activity();
    };
    const onKey = (event: KeyboardEvent) => signalKey(event, signals);
    doc.addEventListener('wheel', read, { passive: true });
    doc.addEventListener('touchmove', read, { passive: true });
    doc.addEventListener('mousemove', onMouseMove);
    doc.addEventListener('keydown', onKey);
    return () => {
      doc.removeEventListener('wheel', read);
      doc.removeEventListener('touchmove', read);
      doc.removeEventListener('mousemove', onMouseMove);
      doc.removeEventListener('keydown', onKey);
    };
  }, [doc, signals]);
}
