import { type RefObject, useEffect } from 'react';
import { focusableIn, trapTab } from './focusable';
import { isInLayerOrAbove } from './layerStack';
import { useLayer } from './useLayer';
import { useScrollLock } from './useScrollLock';

export interface ModalOverlayOptions {
  open: boolean;
  panelRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  closeOnEscape?: boolean;
}

/**
 * Modal behaviour shared by Modal and Drawer: Esc (top layer only), Tab cycling, focus kept inside,
 * page scroll locked, and focus moved in on open and back to the opener on close.
 */
export function useModalOverlay({ open, panelRef, onClose, initialFocus, closeOnEscape = true }: ModalOverlayOptions) {
  const layer = useLayer(open, {
    contains: (node) => panelRef.current?.contains(node) ?? false,
    onEscape: () => {
      if (closeOnEscape) onClose();
    },
    onTab: (event) => (panelRef.current ? trapTab(event, panelRef.current) : false),
  });
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) (initialFocus?.current ?? focusableIn(panel)[0] ?? panel).focus();
    // Focus that lands outside (a click on the page behind, a host script) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!panel || !(target instanceof Node) || isInLayerOrAbove(layer.current, target)) return;
      (focusableIn(panel)[0] ?? panel).focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, panelRef, initialFocus, layer]);
}
