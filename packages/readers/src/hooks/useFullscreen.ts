import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Fullscreen for one element; `supported` is false where the browser has no Fullscreen API. */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void ref.current?.requestFullscreen?.().catch(() => undefined);
  }, [ref]);
  const supported = typeof document !== 'undefined' && Boolean(document.fullscreenEnabled);
  return { active, toggle, supported };
}
