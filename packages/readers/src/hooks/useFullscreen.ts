import { useCallback, useEffect, useState } from 'react';

/** Fullscreen for one element (the video with its controls); tracks leaving it with Esc too. */
export function useFullscreen() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === element);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [element]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void element?.requestFullscreen?.().catch(() => undefined);
  }, [element]);
  return { ref: setElement, active, toggle, supported: typeof document !== 'undefined' && document.fullscreenEnabled !== false };
}
