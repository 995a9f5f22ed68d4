import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { focusableIn } from '../Overlay/focusable';
import { useLayer } from '../Overlay/useLayer';

export interface UsePopoverOptions {
  open: boolean | undefined;
  defaultOpen: boolean;
  onOpenChange: ((details: { open: boolean }) => void) | undefined;
  openOnHover: boolean;
  openDelay: number;
  closeDelay: number;
}

function nextTabbableAfter(trigger: HTMLElement, content: HTMLElement): HTMLElement | undefined {
  const all = focusableIn(trigger.ownerDocument.body).filter((el) => !content.contains(el));
  return all[all.indexOf(trigger) + 1];
}

/** Open state and the pointer, focus and keyboard rules of Popover and HoverCard. */
export function usePopover({ open, defaultOpen, onOpenChange, openOnHover, openDelay, closeDelay }: UsePopoverOptions) {
  const [inner, setInner] = useState(defaultOpen);
  const isOpen = open ?? inner;
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusContent = useRef(false);
  const latest = useRef({ isOpen, controlled: open !== undefined, onOpenChange });
  useLayoutEffect(() => {
    latest.current = { isOpen, controlled: open !== undefined, onOpenChange };
  });

  const setOpen = (next: boolean) => {
    clearTimeout(timer.current);
    if (next === latest.current.isOpen) return;
    if (!latest.current.controlled) setInner(next);
    latest.current.onOpenChange?.({ open: next });
  };
  const later = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  const inside = (node: Node | null) => Boolean(node && (trigger?.contains(node) || content?.contains(node)));

  useLayer(isOpen, {
    contains: inside,
    onEscape: () => {
      if (content?.contains(document.activeElement)) trigger?.focus();
      setOpen(false);
    },
    onTab: (event) => {
      if (!trigger || !content) return false;
      const active = document.activeElement;
      const items = focusableIn(content);
      if (active === trigger && !event.shiftKey && items[0]) {
        event.preventDefault();
        items[0].focus();
        return true;
      }
      if (!active || !content.contains(active)) return false;
      if (event.shiftKey && (active === items[0] || active === content)) {
        event.preventDefault();
        trigger.focus();
        return true;
      }
      if (!event.shiftKey && (active === items[items.length - 1] || items.length === 0)) {
        event.preventDefault();
        setOpen(false);
        (nextTabbableAfter(trigger, content) ?? trigger).focus();
        return true;
      }
      return false;
    },
  });

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  useEffect(() => {
    if (!isOpen || !content || !focusContent.current) return;
    focusContent.current = false;
    (focusableIn(content)[0] ?? content).focus({ preventScroll: true });
  }, [isOpen, content]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const hoverHandlers = {
    onPointerEnter: (event: { pointerType: string }) => {
      if (openOnHover && event.pointerType === 'mouse') later(true, openDelay);
      else clearTimeout(timer.current);
    },
    onPointerLeave: (event: { pointerType: string }) => {
      if (openOnHover && event.pointerType === 'mouse') later(false, closeDelay);
    },
  };
  const onBlur = (event: { relatedTarget: EventTarget | null }) => {
    if (!inside(event.relatedTarget as Node | null)) later(false, closeDelay);
  };

  return {
    isOpen,
    setTrigger,
    setContent,
    trigger,
    content,
    triggerHandlers: {
      ...hoverHandlers,
      onBlur,
      onFocus: () => {
        if (openOnHover) setOpen(true);
        else clearTimeout(timer.current);
      },
      onClick: () => {
        if (openOnHover) return setOpen(true);
        focusContent.current = !latest.current.isOpen;
        setOpen(!latest.current.isOpen);
      },
    },
    contentHandlers: {
      ...hoverHandlers,
      onBlur,
      onFocus: () => clearTimeout(timer.current),
    },
  };
}
