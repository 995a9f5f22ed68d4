import type { MouseEvent } from 'react';

/**
 * A link's click handler for in-app navigation: a plain left click calls `onNavigate`, while a
 * click with Ctrl, ⌘, Shift or Alt, or another button, is left to the browser (new tab, window,
 * download), as users expect of any link. Without `onNavigate` the link is followed as usual.
 */
export function navigateOnClick(href: string, onNavigate: ((href: string) => void) | undefined) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
}
