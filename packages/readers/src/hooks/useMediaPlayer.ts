import { useReadersServices } from './useReadersServices';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { createElementSlot, createMediaElementActor } from '../actors/createMediaElementActor';
import { formatMediaLocator, mediaPercentage, parseMediaPosition, tracksOf } from '../media/mediaTracks';
import { type MediaPosition, mediaPlayerMachine, PLAYBACK_RATE, type SleepSetting } from '../machines/mediaPlayerMachine';
import type { MediaPlayerViewModel } from '../media/mediaPlayerViewModel';
import { selectMediaPlayerView } from '../media/selectMediaPlayerView';
import type { ReaderFileRef } from '../machines/readerFile';
import { shallowEqual } from './shallowEqual';
import { useMediaKeyboard } from './useMediaKeyboard';
import { useMediaSession } from './useMediaSession';
import { useNow } from './useNow';
import { useReadingProgress } from './useReadingProgress';

export interface MediaPlayerOptions {
  kind: 'audio' | 'video';
  file: ReaderFileRef;
  /** Library book id (server progress when logged in); null for a standalone source. */
  bookId: string | null;
  progressKey: string;
  /** What the F key does (video fullscreen). @default undefined */
  onFullscreenKey?: () => void;
  /** The file's signed address has expired: renew the addresses now (BookReader's `urls.refresh`). @default undefined */
  onUrlExpired?: (() => void) | undefined;
}

// A media element cannot show why a request failed; an address this close to its expiry (or past
// it) is taken as the cause, as after a laptop slept through the planned renewal.
const EXPIRY_MARGIN_MS = 30_000;

const RATE_KEY = 'readers.playbackRate';

/** An audiobook or video: the media player machine bound to one element, progress, keys and lock screen. */
export function useMediaPlayer({ kind, file, bookId, progressKey, onFullscreenKey, onUrlExpired }: MediaPlayerOptions): MediaPlayerViewModel {
  const services = useReadersServices();
  const sync = useReadingProgress({ bookId, key: progressKey, format: kind });
  // The element actor reads the slot when it starts, after mount.
  const [element] = useState(createElementSlot);
  const [blobUrl] = useState(() => (file.blob ? URL.createObjectURL(file.blob) : null));
  useEffect(() => () => void (blobUrl && URL.revokeObjectURL(blobUrl)), [blobUrl]);
  const tracks = useMemo(() => tracksOf(file, services.apiBaseUrl, blobUrl), [file, services, blobUrl]);

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
  // The machine took the first tracks as input; later ones are the same files at fresh addresses.
  // When they were asked for because the element failed on an expired address, playing resumes.
  const firstTracks = useRef(tracks);
  const renewing = useRef(false);
  useEffect(() => {
    if (tracks === firstTracks.current) return;
    actor.send({ type: 'tracks.refreshed', tracks });
    if (renewing.current) {
      renewing.current = false;
      actor.send({ type: 'retry' });
    }
  }, [actor, tracks]);
  const sleepEndsAt = useSelector(actor, (s) => s.context.sleepEndsAt);
  const now = useNow(sleepEndsAt !== null);
  const view = useSelector(actor, (s) => selectMediaPlayerView(s, now), shallowEqual);
  const { status: playback, current: track, time, duration, ended } = view;
  const expiresAt = file.expiresAt;
  useEffect(() => {
    if (playback !== 'failed' || !onUrlExpired || expiresAt === undefined || expiresAt - EXPIRY_MARGIN_MS > Date.now()) return;
    renewing.current = true;
    onUrlExpired();
  }, [playback, onUrlExpired, expiresAt]);

  // Progress: the whole second is enough, and it keeps local storage writes at one per second.
  const current = tracks[track];
  const second = Math.floor(time);
  useEffect(() => {
    if (playback === 'restoring' || playback === 'failed' || !current) return;
    sync.report({
      locator: formatMediaLocator(second),
      percentage: ended ? 1 : mediaPercentage(tracks, track, second, duration),
      fileIndex: current.index,
    });
  }, [sync, second, current, tracks, track, duration, ended, playback]);
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

  useMediaKeyboard({ enabled: playback !== 'restoring', toggle, skip, next, previous, ...(onFullscreenKey ? { fullscreen: onFullscreenKey } : {}) });
  useMediaSession({
    title: current?.title ?? file.title,
    artist: file.author ?? '',
    album: file.title,
    playing: playback === 'playing' || playback === 'buffering',
    time: view.time,
    duration: view.duration,
    rate: view.rate,
    actions: { play: () => send({ type: 'play' }), pause: () => send({ type: 'pause' }), skip, seek, next, previous },
  });

  return {
    kind,
    title: file.title,
    author: file.author ?? '',
    tracks: tracks.map((t) => t.title),
    ...view,
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
