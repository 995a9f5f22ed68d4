import { useLatest } from '@atelier/core';
import { useEffect } from 'react';

interface MediaSessionOptions {
  title: string;
  artist: string;
  album: string;
  playing: boolean;
  time: number;
  duration: number | null;
  rate: number;
  actions: {
    play(): void;
    pause(): void;
    skip(seconds: number): void;
    seek(time: number): void;
    next(): void;
    previous(): void;
  };
}

const SKIP_S = 15;

/** Lock-screen and headset controls (Media Session API) where the browser has them. */
export function useMediaSession({ title, artist, album, playing, time, duration, rate, actions }: MediaSessionOptions) {
  const latest = useLatest(actions);
  const session = typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;

  useEffect(() => {
    if (!session) return undefined;
    const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
      ['play', () => latest.current.play()],
      ['pause', () => latest.current.pause()],
      ['seekbackward', (d) => latest.current.skip(-(d.seekOffset ?? SKIP_S))],
      ['seekforward', (d) => latest.current.skip(d.seekOffset ?? SKIP_S)],
      ['seekto', (d) => d.seekTime !== undefined && latest.current.seek(d.seekTime)],
      ['previoustrack', () => latest.current.previous()],
      ['nexttrack', () => latest.current.next()],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know; the others still work.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // as above
        }
      }
    };
  }, [session, latest]);

  useEffect(() => {
    if (!session || typeof MediaMetadata === 'undefined') return;
    session.metadata = new MediaMetadata({ title, artist, album });
  }, [session, title, artist, album]);

  useEffect(() => {
    if (session) session.playbackState = playing ? 'playing' : 'paused';
  }, [session, playing]);

  const second = Math.floor(time);
  useEffect(() => {
    if (!session?.setPositionState || !duration || !Number.isFinite(duration)) return;
    try {
      session.setPositionState({ duration, playbackRate: rate, position: Math.min(second, duration) });
    } catch {
      // Rejected while the element is between files; the next second sets it again.
    }
  }, [session, second, duration, rate]);
}
