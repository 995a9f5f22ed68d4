import { useLayoutEffect, useState } from 'react';
import { placePopover } from './placePopover';

/** Keeps the content placed under the trigger while open, following scroll and resize. */
export function usePopoverPosition(
  open: boolean,
  trigger: HTMLElement | null,
  content: HTMLElement | null,
  align: 'start' | 'end',
): { top: number; left: number } | null {
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    if (!open || !trigger || !content) return;
    const update = () =>
      setPosition(
        placePopover({
          trigger: trigger.getBoundingClientRect(),
          content: { width: content.offsetWidth, height: content.offsetHeight },
          viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
          align,
        }),
      );
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [open, trigger, content, align]);
  return open ? position : null;
}
