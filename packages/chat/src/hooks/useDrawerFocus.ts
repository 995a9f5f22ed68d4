import { useEffect, useRef } from 'react';

/**
 * Gives the focus back to the drawer's toggle button when the drawer closes with the focus inside it
 * (or lost, as a picked conversation's button disappears with the drawer): a keyboard user goes on
 * from where they opened it.
 */
export function useDrawerFocus(open: boolean, drawerId: string) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      const active = document.activeElement;
      const drawer = document.getElementById(drawerId);
      if (!active || active === document.body || drawer?.contains(active)) toggleRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open, drawerId]);
  return toggleRef;
}
