import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from './copyText';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copy with a short-lived 'Copied' / 'Copy Failed' state for the button label. */
export function useCopyFeedback(resetMs = 1600) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const copy = useCallback(
    async (text: string) => {
      const ok = await copyText(text);
      setState(ok ? 'copied' : 'failed');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setState('idle'), resetMs);
    },
    [resetMs],
  );
  return { state, copy };
}
