import { useEffect, useLayoutEffect, useRef } from 'react';
import { CloseButton } from '../Overlay/CloseButton';
import { ToastItem, ToastMessage } from './Toast.styles';
import type { ToastTone } from './ToastContext';

/** Props of `Toast`. */
export interface ToastProps {
  /** Colour and role of the message: success, error or info. */
  tone: ToastTone;
  /** The text shown and announced. */
  message: string;
  /** ms until `onDismiss` runs by itself; paused while hovered or focused; `0` never. */
  duration: number;
  /** Removes the toast: its close button was pressed or its time ran out. */
  onDismiss: () => void;
}

/** One message with its dismiss button. */
export function Toast({ tone, message, duration, onDismiss }: ToastProps) {
  const remaining = useRef(duration);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });

  const resume = () => {
    if (remaining.current <= 0) return;
    clearTimeout(timer.current);
    startedAt.current = Date.now();
    timer.current = setTimeout(() => dismiss.current(), remaining.current);
  };
  // WCAG 2.2.1: a message must not vanish while the user is reading or reaching it.
  const pause = () => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current = Math.max(1, remaining.current - (Date.now() - startedAt.current));
  };

  useEffect(() => {
    resume();
    return () => clearTimeout(timer.current);
    // The timer starts once per toast; resume reads refs only.
  }, []);

  return (
    <ToastItem
      $tone={tone}
      data-part="toast"
      data-tone={tone}
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) resume();
      }}
    >
      <ToastMessage>{message}</ToastMessage>
      <CloseButton part="toast-dismiss" label="dismiss" onClick={onDismiss} />
    </ToastItem>
  );
}

