import { useLatest } from '@atelier/core';
import { useActorRef, useSelector } from '@xstate/react';
import { type RefObject, useEffect, useMemo } from 'react';
import { readerChromeMachine } from '../machines/readerChromeMachine';
import { focusPinsChrome, holdsChrome, keyChromeEvent } from './chromeInput';
import type { ReaderChromeSignals } from './ReaderChromeContext';

export interface ReaderChromeOptions {
  /** Off: the chrome always shows and nothing is listened to (loading, errors, audio and video). */
  enabled: boolean;
  /** Told each time the chrome leaves or returns, so a host can hide its own header with it. */
  onChange?: ((shown: boolean) => void) | undefined;
}

/**
 * Binds `readerChromeMachine` to the page: wheel, touch scrolling and page keys in the reader read
 * on; a real mouse move, another key or a tap on the chrome bring it back; focus in the toolbar or a
 * panel keeps it.
 */
export function useReaderChrome(rootRef: RefObject<HTMLElement | null>, { enabled, onChange }: ReaderChromeOptions) {
  const actor = useActorRef(readerChromeMachine);
  const hidden = useSelector(actor, (s) => s.matches('hidden'));
  const shown = !enabled || !hidden;
  const changed = useLatest(onChange);
  useEffect(() => {
    changed.current?.(shown);
  }, [shown, changed]);
  useEffect(() => {
    if (!enabled) return undefined;
    const inReader = (target: EventTarget | null) => target instanceof Node && Boolean(rootRef.current?.contains(target));
    const onMouseMove = (event: MouseEvent) => {
      // Chromium sends a still "mouse move" after every scroll to update hover; only a real one counts.
      if (event.movementX !== 0 || event.movementY !== 0) actor.send({ type: 'activity' });
    };
    const onKey = (event: KeyboardEvent) => {
      const next = keyChromeEvent(event);
      if (next) actor.send(next);
    };
    const onScrollGesture = (event: Event) => {
      if (inReader(event.target) && !holdsChrome(event.target)) actor.send({ type: 'read' });
    };
    const onPointerDown = (event: PointerEvent) => {
      if (holdsChrome(event.target)) actor.send({ type: 'activity' });
    };
    const onFocus = (event: FocusEvent) => actor.send({ type: 'pin', pinned: focusPinsChrome(event.target) });
    const onBlur = (event: FocusEvent) => {
      if (!event.relatedTarget) actor.send({ type: 'pin', pinned: false });
    };
    const listeners: [string, EventListener][] = [
      ['mousemove', onMouseMove as EventListener],
      ['keydown', onKey as EventListener],
      ['wheel', onScrollGesture],
      ['touchmove', onScrollGesture],
      ['pointerdown', onPointerDown as EventListener],
      ['focusin', onFocus as EventListener],
      ['focusout', onBlur as EventListener],
    ];
    for (const [type, listener] of listeners) window.addEventListener(type, listener, { passive: true, capture: true });
    return () => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener, { capture: true });
      actor.send({ type: 'activity' });
    };
  }, [enabled, actor, rootRef]);
  const signals = useMemo<ReaderChromeSignals>(
    () => ({ read: () => actor.send({ type: 'read' }), toggle: () => actor.send({ type: 'toggle' }), activity: () => actor.send({ type: 'activity' }) }),
    [actor],
  );
  return { shown, signals };
}
