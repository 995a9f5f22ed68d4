import { copyText, useUnmountedRef } from '@atelier/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copy with a short-lived 'Copied' / 'Copy Failed' state for the button label. */
export function useCopyFeedback(resetMs = 1600) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const unmountedRef = useUnmountedRef();
  const copy = useCallback(
    async (text: string) => {
      const ok = await copyText(text);
      // Gone while the clipboard answered: no label to change, and no timer left behind.
      if (unmountedRef.current) return;
      setState(ok ? 'copied' : 'failed');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setState('idle'), resetMs);
    },
    [resetMs, unmountedRef],
  );
  return { state, copy };
}
