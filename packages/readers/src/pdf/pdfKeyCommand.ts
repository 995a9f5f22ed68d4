import { pageKeyAction } from '../hooks/usePageKeys';

/** What a key does in the PDF reader: scroll a screen up/down, or go to a page. */
export type PdfKeyCommand = { kind: 'scroll'; screens: 1 | -1 } | { kind: 'page'; page: number };

/** Elements that keep their own keys (typing, pressing). */
const OWN_KEYS = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON', 'A']);

/**
 * Left/right and Home/End move by page; Page Up/Down and Space scroll a screen, as in any viewer.
 * Null when the key is not ours: a field, button or link has focus, or another handler took it.
 */
export function pdfKeyCommand(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey' | 'defaultPrevented'> & { target: EventTarget | null },
  at: { page: number; pages: number },
): PdfKeyCommand | null {
  const target = event.target as HTMLElement | null;
  if (event.defaultPrevented) return null;
  if (target && (OWN_KEYS.has(target.tagName) || target.isContentEditable)) return null;
  const action = pageKeyAction(event);
  if (!action) return null;
  if (event.key === ' ' || event.key === 'PageDown' || event.key === 'PageUp') return { kind: 'scroll', screens: action === 'next' ? 1 : -1 };
  if (action === 'prev') return { kind: 'page', page: at.page - 1 };
  if (action === 'next') return { kind: 'page', page: at.page + 1 };
  if (action === 'first') return { kind: 'page', page: 1 };
  if (action === 'last') return { kind: 'page', page: at.pages };
  return null;
}
