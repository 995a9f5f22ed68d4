/** Which third of the page a tap landed in: the edges turn pages, the middle shows or hides the chrome. */
export type TapZone = 'previous' | 'middle' | 'next';

/** The zone of a tap at `x` on a page spanning `left`…`left + width` (edges of 30 %, as e-reader apps use). */
export function tapZone(x: number, left: number, width: number): TapZone {
  if (width <= 0) return 'middle';
  const at = (x - left) / width;
  if (at < 0.3) return 'previous';
  if (at > 0.7) return 'next';
  return 'middle';
}

/**
 * Whether a tap landed on a control (a link, button or field), which keeps its own meaning. The
 * target may belong to a book's frame, another realm, so it is checked by shape, not `instanceof`.
 */
export function tapsControl(target: EventTarget | null): boolean {
  return target !== null && typeof (target as Element).closest === 'function' && (target as Element).closest('a, button, input, select, textarea') !== null;
}
