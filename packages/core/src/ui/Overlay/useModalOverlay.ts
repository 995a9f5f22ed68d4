import { type RefObject, useEffect } from 'react';
import { focusableIn, trapTab } from './focusable';
import { isInLayerOrAbove } from './layerStack';
import { useLayer } from './useLayer';
import { useScrollLock } from './useScrollLock';

/** How an overlay behaves as a modal layer. */
export interface ModalOverlayOptions {
  /** Whether the overlay is shown (a layer, with focus inside) now. */
  open: boolean;
  /** The overlay's panel: focus is kept in it and Tab cycles through it. */
  panelRef: RefObject<HTMLElement | null>;
  /** Asked to close: Escape on the top layer. */
  onClose: () => void;
  /** What takes the focus on open; the panel's first focusable element when absent. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** Escape closes it. @default true */
  closeOnEscape?: boolean;
  /** Lock the page's scroll while open; off for an overlay inside a widget (a panel's own drawer). @default true */
  lockScroll?: boolean;
}

/**
 * Modal behaviour shared by Modal, Drawer and widgets' own overlays (chat's conversation drawer):
 * Esc (top layer only), Tab cycling, focus kept inside, page scroll locked, and focus moved in on
 * open and back to the opener on close.
 */
export function useModalOverlay({ open, panelRef, onClose, initialFocus, closeOnEscape = true, lockScroll = true }: ModalOverlayOptions) {
  const layer = useLayer(open, {
    contains: (node) => panelRef.current?.contains(node) ?? false,
    onEscape: () => {
      if (closeOnEscape) onClose();
    },
    onTab: (event) => (panelRef.current ? trapTab(event, panelRef.current) : false),
  });
  useScrollLock(open && lockScroll);

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
