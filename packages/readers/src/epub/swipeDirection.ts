export interface TouchPoint {
  x: number;
  y: number;
}

/** A horizontal swipe of at least `min` px: leftwards turns forward, rightwards back; else null. */
export function swipeDirection(start: TouchPoint, end: TouchPoint, min = 50): 'next' | 'prev' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < min || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'next' : 'prev';
}
