import { useServices } from '@atelier/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { createElementSlot, createMediaElementActor } from '../actors/createMediaElementActor';
import { formatMediaLocator, mediaPercentage, parseMediaPosition, tracksOf } from '../media/mediaTracks';
import {
  type MediaErrorCode,
  type MediaPosition,
  mediaPlayerMachine,
  PLAYBACK_RATE,
  type SleepSetting,
} from '../machines/mediaPlayerMachine';
import type { ReaderFileRef } from '../machines/readerMachine';
import { useMediaKeyboard } from './useMediaKeyboard';
import { useMediaSession } from './useMediaSession';
import { useReadingProgress } from './useReadingProgress';

export interface MediaPlayerOptions {
  kind: 'audio' | 'video';
  file: ReaderFileRef;
  /** Library book id (server progress when logged in); null for a standalone source. */
  bookId: string | null;
  progressKey: string;
  /** What the F key does (video fullscreen). @default undefined */
  onFullscreenKey?: () => void;
}

export type MediaStatus = 'restoring' | 'loading' | 'paused' | 'playing' | 'buffering' | 'failed';

/** What `useMediaPlayer` returns: the state and actions its view renders. */
export interface MediaPlayerViewModel {
  /** Whether this is the audio or the video player. */
  kind: 'audio' | 'video';
  /** The book's title. */
  title: string;
  /** The book's author; empty when unknown. */
  author: string;
  /** Track titles in playing order. */
  tracks: readonly string[];
  /** Index of the track playing or paused now. */
  current: number;
  /** Restoring the saved position, loading, paused, playing, buffering or failed. */
  status: MediaStatus;
  /** Position in the current track, in seconds. */
  time: number;
  /** Length of the current track in seconds; null until known. */
  duration: number | null;
  /** Playback speed, 1 being normal. */
  rate: number;
  /** The last track played to its end. */
  ended: boolean;
  /** The browser refused to start playing without a user gesture; a press of play starts it. */
  blocked: boolean;
  /** Why the media failed to play, else null. */
  errorCode: MediaErrorCode | null;
  /** Sleep timer: off, at the end of the track, or after this many minutes. */
  sleep: 'off' | 'track' | number;
  /** Seconds until the sleep timer pauses; null when no timed sleep is set. */
  sleepRemaining: number | null;
  /** Attach to the `<audio>` or `<video>` element the player drives. */
  mediaRef: (element: HTMLMediaElement | null) => void;
  /** Plays when paused, pauses when playing. */
  toggle(): void;
  /** Jumps to a position in the current track, in seconds. */
  seek(time: number): void;
  /** Jumps forward (positive) or back (negative) by this many seconds. */
  skip(seconds: number): void;
  /** Switches to the track at this index, from its start. */
  selectTrack(index: number): void;
  /** Goes to the next track, if there is one. */
  next(): void;
  /** Goes back to the start of the track, or to the track before when near its start. */
  previous(): void;
  /** Sets the playback speed. */
  setRate(rate: number): void;
  /** Sets or clears the sleep timer. */
  setSleep(sleep: SleepSetting): void;
  /** Loads the media again after a failure. */
  retry(): void;
}

const RATE_KEY = 'readers.playbackRate';

/** An audiobook or video: the media player machine bound to one element, progress, keys and lock screen. */
export function useMediaPlayer({ kind, file, bookId, progressKey, onFullscreenKey }: MediaPlayerOptions): MediaPlayerViewModel {
  const services = useServices();
  const sync = useReadingProgress({ bookId, key: progressKey, format: kind });
  // The element actor reads the slot when it starts, after mount.
  const [element] = useState(createElementSlot);
  const [blobUrl] = useState(() => (file.blob ? URL.createObjectURL(file.blob) : null));
  useEffect(() => () => void (blobUrl && URL.revokeObjectURL(blobUrl)), [blobUrl]);
  const tracks = useMemo(() => tracksOf(file, services.config.libraryApi.baseUrl, blobUrl), [file, services, blobUrl]);

  const machine = useMemo(
    () =>
      mediaPlayerMachine.provide({
        actors: {
          loadPosition: fromPromise<MediaPosition | null>(async () => parseMediaPosition(await sync.load())),
          mediaElement: createMediaElementActor(element.get),
        },
      }),
    [sync, element],
  );
  const storedRate = services.storage.get(RATE_KEY, (v): v is number => typeof v === 'number');
  const actor = useActorRef(machine, { input: { tracks, rate: storedRate ?? 1 } });
  const snap = useSelector(actor, (s) => s);
  const { context } = snap;
  const playback = snap.matches('restoring')
    ? 'restoring'
    : snap.matches({ active: { playback: { playing: 'buffering' } } })
      ? 'buffering'
      : snap.matches({ active: { playback: 'playing' } })
        ? 'playing'
        : snap.matches({ active: { playback: 'failed' } })
          ? 'failed'
          : snap.matches({ active: { playback: 'paused' } })
            ? 'paused'
            : 'loading';
  const sleep = snap.matches({ active: { sleep: 'track' } }) ? 'track' : (context.sleepMinutes ?? 'off');

  // Progress: the whole second is enough, and it keeps local storage writes at one per second.
  const current = tracks[context.track];
  const second = Math.floor(context.time);
  useEffect(() => {
    if (playback === 'restoring' || playback === 'failed' || !current) return;
    sync.report({
      locator: formatMediaLocator(second),
      percentage: context.ended ? 1 : mediaPercentage(tracks, context.track, second, context.duration),
      fileIndex: current.index,
    });
  }, [sync, second, current, tracks, context.track, context.duration, context.ended, playback]);
  // Pausing is a natural place to stop: save it now rather than within 5 s.
  useEffect(() => {
    if (playback === 'paused') sync.flush();
  }, [playback, sync]);

  const send = actor.send;
  const toggle = useCallback(() => send({ type: 'toggle' }), [send]);
  const skip = useCallback((seconds: number) => send({ type: 'skip', seconds }), [send]);
  const seek = useCallback((time: number) => send({ type: 'seek', time }), [send]);
  const next = useCallback(() => send({ type: 'track.next' }), [send]);
  const previous = useCallback(() => send({ type: 'track.previous' }), [send]);

  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (context.sleepEndsAt === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [context.sleepEndsAt]);

  useMediaKeyboard({ enabled: playback !== 'restoring', toggle, skip, next, previous, ...(onFullscreenKey ? { fullscreen: onFullscreenKey } : {}) });
  useMediaSession({
    title: current?.title ?? file.title,
    artist: file.author ?? '',
    album: file.title,
    playing: playback === 'playing' || playback === 'buffering',
    time: context.time,
    duration: context.duration,
    rate: context.rate,
    actions: { play: () => send({ type: 'play' }), pause: () => send({ type: 'pause' }), skip, seek, next, previous },
  });

  return {
    kind,
    title: file.title,
    author: file.author ?? '',
    tracks: tracks.map((t) => t.title),
    current: context.track,
    status: playback,
    time: context.time,
    duration: context.duration,
    rate: context.rate,
    ended: context.ended,
    blocked: context.blocked,
    errorCode: context.error,
    sleep,
    sleepRemaining: context.sleepEndsAt === null ? null : Math.max(0, Math.round((context.sleepEndsAt - now) / 1000)),
    mediaRef: element.set,
    toggle,
    seek,
    skip,
    selectTrack: useCallback((index: number) => send({ type: 'track.select', index }), [send]),
    next,
    previous,
    setRate: useCallback(
      (rate: number) => {
        const clamped = Math.min(PLAYBACK_RATE.max, Math.max(PLAYBACK_RATE.min, rate));
        services.storage.set(RATE_KEY, clamped, { expireSeconds: null });
        send({ type: 'rate.set', rate: clamped });
      },
      [send, services.storage],
    ),
    setSleep: useCallback((value: SleepSetting) => send({ type: 'sleep.set', sleep: value }), [send]),
    retry: useCallback(() => send({ type: 'retry' }), [send]),
  };
}
