import { fromCallback } from 'xstate';
import type { MediaCommand, MediaElementEvent, MediaErrorCode } from '../machines/mediaPlayerMachine';

/** `MediaError.code` → our code (1 aborted, 2 network, 3 decode, 4 format/codec not supported). */
const ERROR_CODES: Record<number, MediaErrorCode> = { 1: 'MEDIA_ABORTED', 2: 'MEDIA_NETWORK', 3: 'MEDIA_DECODE', 4: 'MEDIA_UNSUPPORTED' };

/** Where a rendered `<audio>`/`<video>` is kept for the actor: `set` is the ref callback. */
export function createElementSlot() {
  let element: HTMLMediaElement | null = null;
  return {
    set: (el: HTMLMediaElement | null) => {
      element = el;
    },
    get: () => element,
  };
}

/**
 * The media player machine's hands on an `<audio>`/`<video>` element: it sets `src` (the browser
 * then streams with Range requests; nothing is downloaded whole), plays, seeks, and reports the
 * element's events back as `media.*`.
 */
export function createMediaElementActor(getElement: () => HTMLMediaElement | null) {
  return fromCallback<MediaCommand>(({ sendBack, receive }) => {
    const element = getElement();
    if (!element) throw new Error('The media element is not mounted.');
    const el = element;
    const send = (event: MediaElementEvent) => sendBack(event);
    let startAt = 0;
    let rate = 1;
    // Between a `swap` and the new address's metadata the element is at 0 and stalls: that is not
    // the listener's place or a pause, so the machine is not told; playing resumes after.
    let swapping: { resume: boolean } | null = null;
    const listeners: Record<string, () => void> = {
      loadedmetadata: () => {
        // Resume where the listener stopped once the element knows the duration.
        if (startAt > 0) el.currentTime = Number.isFinite(el.duration) ? Math.min(startAt, el.duration) : startAt;
        startAt = 0;
        el.playbackRate = rate;
        send({ type: 'media.loaded', duration: el.duration });
        if (swapping?.resume) play();
        swapping = null;
      },
      timeupdate: () => {
        if (!swapping) send({ type: 'media.time', time: el.currentTime });
      },
      playing: () => send({ type: 'media.playing' }),
      // The element pauses itself just before `ended`; the end is reported by `ended` alone.
      pause: () => {
        if (!el.ended && !swapping) send({ type: 'media.paused' });
      },
      waiting: () => {
        if (!swapping) send({ type: 'media.waiting' });
      },
      ended: () => send({ type: 'media.ended' }),
      error: () => {
        swapping = null;
        send({ type: 'media.failed', code: ERROR_CODES[el.error?.code ?? 0] ?? 'MEDIA_UNKNOWN' });
      },
    };
    for (const [name, listener] of Object.entries(listeners)) el.addEventListener(name, listener);
    const play = () =>
      void Promise.resolve(el.play()).catch((error: unknown) => {
        // An interrupted play() (pause or a new src) is not a failure; a policy refusal is shown.
        if (error instanceof Error && error.name === 'NotAllowedError') send({ type: 'media.blocked' });
      });

    receive((command) => {
      switch (command.type) {
        case 'load':
          swapping = null;
          startAt = command.startAt;
          rate = command.rate;
          el.src = command.url;
          el.load();
          break;
        case 'play':
          if (swapping) {
            swapping.resume = true;
            break;
          }
          play();
          break;
        case 'swap':
          if (el.getAttribute('src') === command.url) break;
          // Still loading the old address: the new one starts where that one would have.
          if (el.readyState !== HTMLMediaElement.HAVE_NOTHING) {
            startAt = el.currentTime;
            rate = el.playbackRate;
            swapping = { resume: !el.paused && !el.ended };
          }
          el.src = command.url;
          el.load();
          break;
        case 'pause':
          if (swapping) swapping.resume = false;
          el.pause();
          break;
        case 'seek':
          // Before metadata the element has no timeline yet: start there once it has.
          if (el.readyState === HTMLMediaElement.HAVE_NOTHING || swapping) startAt = command.time;
          else el.currentTime = command.time;
          break;
        case 'rate':
          rate = command.rate;
          el.playbackRate = command.rate;
          break;
      }
    });

    return () => {
      for (const [name, listener] of Object.entries(listeners)) el.removeEventListener(name, listener);
      el.pause();
      // Drops the connection: an unmounted player must not keep streaming.
      el.removeAttribute('src');
      el.load();
    };
  });
}
