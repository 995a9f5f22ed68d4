import { type TapZone, tapsControl, tapZone } from '../chrome/tapZone';
import type { TouchPoint } from './swipeDirection';

/** A finger that moved less than this between touching and lifting tapped; more is a swipe or a scroll. */
const TAP_SLOP = 10;


/**
 * The zone of the reader a tap inside a book's frame landed in, or null for no tap: a finger that
 * moved, a link, or the end of a text selection. epub.js lays the chapter out in one wide frame
 * scrolled sideways, so the frame's own left edge is added to the touch's position in it.
 */
export function frameTapZone(start: TouchPoint, end: TouchPoint, target: EventTarget | null, viewport: HTMLElement): TapZone | null {
  if (Math.abs(end.x - start.x) > TAP_SLOP || Math.abs(end.y - start.y) > TAP_SLOP) return null;
  if (tapsControl(target)) return null;
  // The touch's target is a node of the book's frame: its window is the frame's.
  const view = (target as Node | null)?.ownerDocument?.defaultView ?? null;
  if (!(view?.getSelection()?.isCollapsed ?? true)) return null;
  const frameLeft = view?.frameElement?.getBoundingClientRect().left ?? 0;
  const box = viewport.getBoundingClientRect();
  return tapZone(frameLeft + end.x, box.left, box.width);
}
