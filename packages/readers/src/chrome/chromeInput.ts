import type { ReaderChromeSignals } from './ReaderChromeContext';
import type { ReaderChromeEvent } from '../machines/readerChromeMachine';
import { pageKeyAction } from '../hooks/usePageKeys';

/** Marks the elements that leave the screen while reading (toolbars, title, chapter buttons). */
export const CHROME_ATTRIBUTE = 'data-reader-chrome';

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);
const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown']);

function element(target: EventTarget | null): Element | null {
  return target instanceof Element ? target : null;
}

/** Whether the element is part of the chrome (a toolbar's control) or of an open panel. */
export function holdsChrome(target: EventTarget | null): boolean {
  return Boolean(element(target)?.closest(`[${CHROME_ATTRIBUTE}], [role="dialog"]`));
}

function focusVisible(target: Element): boolean {
  try {
    return target.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Whether focus arriving here keeps the chrome on screen: always in an open panel, in the toolbar
 * only when it came by keyboard (a mouse user who clicked "Next" and scrolls on is reading).
 */
export function focusPinsChrome(target: EventTarget | null): boolean {
  const el = element(target);
  if (!el) return false;
  if (el.closest('[role="dialog"]')) return true;
  return Boolean(el.closest(`[${CHROME_ATTRIBUTE}]`)) && focusVisible(el);
}

/**
 * What a key means to the chrome: a page key pressed while reading (not typing, not in a panel) is
 * reading on (a toolbar control focused by keyboard pins the chrome, see `focusPinsChrome`); any other key but a lone modifier brings the chrome back.
 */
export function keyChromeEvent(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>): ReaderChromeEvent | null {
  if (MODIFIERS.has(event.key)) return null;
  const target = element(event.target);
  const typing = target ? TYPING.has(target.tagName) || (target as HTMLElement).isContentEditable : false;
  const action = pageKeyAction(event);
  // Up and down are no page turn but scroll the text, which is reading on too.
  const reads = (action !== null && action !== 'escape') || (SCROLL_KEYS.has(event.key) && !event.altKey && !event.ctrlKey && !event.metaKey);
  if (reads && !typing && !target?.closest('[role="dialog"]')) return { type: 'read' };
  return { type: 'activity' };
}

/** Passes a key pressed inside a book's frame on to the chrome, as `keyChromeEvent` reads it. */
export function signalKey(event: KeyboardEvent, signals: Pick<ReaderChromeSignals, 'read' | 'activity'>): void {
  const next = keyChromeEvent(event);
  if (next?.type === 'read') signals.read();
  else if (next) signals.activity();
}
