import { useEffect, useState } from 'react';

/**
 * The wall-clock time in ms, refreshed every `intervalMs` while `ticking` (a countdown on screen).
 * When ticking starts the value may be old until the first tick: countdowns clamp to their length.
 */
export function useNow(ticking: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [ticking, intervalMs]);
  return now;
}
