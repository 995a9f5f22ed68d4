import { and, assign, fromCallback, fromPromise, not, raise, sendTo, setup, stateIn } from 'xstate';

/** One playable file of an audiobook or video, in playing order. */
export interface MediaTrack {
  /** The book's `file_index` (what progress stores). */
  index: number;
  title: string;
  url: string;
  durationS: number | null;
}

export type MediaErrorCode = 'MEDIA_ABORTED' | 'MEDIA_NETWORK' | 'MEDIA_DECODE' | 'MEDIA_UNSUPPORTED' | 'MEDIA_UNKNOWN';

/** What the machine asks of the media element (the `mediaElement` actor does it). */
export type MediaCommand =
  | { type: 'load'; url: string; startAt: number; rate: number }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'seek'; time: number }
  | { type: 'rate'; rate: number }
  /** The same file at a new address (a private book's fresh signed URL): keep position, playing and speed. */
  | { type: 'swap'; url: string };

/** What the media element reports back. */
export type MediaElementEvent =
  | { type: 'media.loaded'; duration: number }
  | { type: 'media.time'; time: number }
  | { type: 'media.playing' }
  | { type: 'media.paused' }
  | { type: 'media.waiting' }
  | { type: 'media.ended' }
  /** The browser refused to start without a user gesture (autoplay policy). */
  | { type: 'media.blocked' }
  | { type: 'media.failed'; code: MediaErrorCode };

export type SleepSetting = { kind: 'off' } | { kind: 'minutes'; minutes: number } | { kind: 'track' };

export type MediaPlayerEvent =
  | MediaElementEvent
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'toggle' }
  | { type: 'seek'; time: number }
  | { type: 'skip'; seconds: number }
  | { type: 'track.select'; index: number }
  | { type: 'track.next' }
  | { type: 'track.previous' }
  | { type: 'rate.set'; rate: number }
  | { type: 'sleep.set'; sleep: SleepSetting }
  | { type: 'retry' }
  /** The same files at new addresses (fetched again before the old ones expired). */
  | { type: 'tracks.refreshed'; tracks: readonly MediaTrack[] };

/** A stored place: the book's file index and the second inside it. */
export interface MediaPosition {
  fileIndex: number;
  time: number;
}

export interface MediaPlayerContext {
  tracks: readonly MediaTrack[];
  /** Position in `tracks` (not the file index). */
  track: number;
  time: number;
  duration: number | null;
  rate: number;
  /** Where the track being loaded starts. */
  startAt: number;
  /** Play once the track has loaded (next track while playing, or play pressed while loading). */
  autoplay: boolean;
  /** The last track played to its end. */
  ended: boolean;
  blocked: boolean;
  error: MediaErrorCode | null;
  sleepMinutes: number | null;
  sleepEndsAt: number | null;
  /** The media element actor failed (not just the media): a retry must start a new one. */
  elementLost: boolean;
}

export interface MediaPlayerInput {
  tracks: readonly MediaTrack[];
  /** Playback speed, 1 being normal. @default 1 */
  rate?: number;
}

export const PLAYBACK_RATE = { min: 0.5, max: 3 } as const;
/** Within this many seconds of a track's start, "previous" goes to the track before, else back to its start. */
const RESTART_WINDOW_S = 3;

const clampRate = (rate: number) => (Number.isFinite(rate) ? Math.min(PLAYBACK_RATE.max, Math.max(PLAYBACK_RATE.min, rate)) : 1);
const clampTime = (time: number, duration: number | null) =>
  Math.max(0, Math.min(duration ?? Number.POSITIVE_INFINITY, Number.isFinite(time) ? time : 0));

/** New addresses for the tracks we have, matched by file index (the playlist itself does not change). */
function refreshedTracks(tracks: readonly MediaTrack[], fresh: readonly MediaTrack[]): readonly MediaTrack[] {
  const urls = new Map(fresh.map((t) => [t.index, t.url]));
  return tracks.map((t) => {
    const url = urls.get(t.index);
    return url === undefined || url === t.url ? t : { ...t, url };
  });
}

function trackAt(context: MediaPlayerContext, track: number, autoplay: boolean): Partial<MediaPlayerContext> {
  return { track, time: 0, startAt: 0, duration: context.tracks[track]?.durationS ?? null, autoplay, ended: false, error: null };
}

/**
 * An audiobook or video playlist over one media element: load a track (resuming the stored place),
 * play/pause, seek, skip, speed, next track at the end, sleep timer. The element is the
 * `mediaElement` actor (commands in, `media.*` events out) and the stored place the `loadPosition`
 * actor, so the machine runs in node.
 */
export const mediaPlayerMachine = setup({
  types: {
    context: {} as MediaPlayerContext,
    events: {} as MediaPlayerEvent,
    input: {} as MediaPlayerInput,
  },
  actors: {
    loadPosition: fromPromise<MediaPosition | null>(() => {
      throw new Error('mediaPlayerMachine: actor "loadPosition" was not provided');
    }),
    mediaElement: fromCallback<MediaCommand>(() => {
      throw new Error('mediaPlayerMachine: actor "mediaElement" was not provided');
    }),
  },
  guards: {
    autoplay: ({ context }) => context.autoplay,
    elementLost: ({ context }) => context.elementLost,
    hasNextTrack: ({ context }) => context.track < context.tracks.length - 1,
    sleepsAtTrackEnd: stateIn('#mediaPlayer.active.sleep.track'),
    isPlaying: stateIn('#mediaPlayer.active.playback.playing'),
    isSleepMinutes: ({ event }) => event.type === 'sleep.set' && event.sleep.kind === 'minutes' && event.sleep.minutes > 0,
    isSleepTrack: ({ event }) => event.type === 'sleep.set' && event.sleep.kind === 'track',
    isTrack: ({ context, event }) => event.type === 'track.select' && event.index >= 0 && event.index < context.tracks.length,
    currentUrlChanged: ({ context, event }) =>
      event.type === 'tracks.refreshed' && refreshedTracks(context.tracks, event.tracks)[context.track]?.url !== context.tracks[context.track]?.url,
    elementGone: stateIn('#mediaPlayer.active.playback.failed'),
  },
  delays: {
    sleepDelay: ({ context }) => (context.sleepMinutes ?? 0) * 60_000,
  },
  actions: {
    loadTrack: sendTo('media', ({ context }): MediaCommand => ({
      type: 'load',
      url: context.tracks[context.track]?.url ?? '',
      startAt: context.startAt,
      rate: context.rate,
    })),
    playElement: sendTo('media', { type: 'play' } satisfies MediaCommand),
    pauseElement: sendTo('media', { type: 'pause' } satisfies MediaCommand),
    setSleepMinutes: assign(({ event }) => {
      const minutes = event.type === 'sleep.set' && event.sleep.kind === 'minutes' ? event.sleep.minutes : 0;
      return { sleepMinutes: minutes, sleepEndsAt: Date.now() + minutes * 60_000 };
    }),
    clearSleep: assign({ sleepMinutes: null, sleepEndsAt: null }),
    assignRefreshedTracks: assign({ tracks: ({ context, event }) => (event.type === 'tracks.refreshed' ? refreshedTracks(context.tracks, event.tracks) : context.tracks) }),
    assignDuration: assign({
      duration: ({ context, event }) => (event.type === 'media.loaded' && Number.isFinite(event.duration) ? event.duration : context.duration),
    }),
  },
}).createMachine({
  id: 'mediaPlayer',
  context: ({ input }) => ({
    tracks: input.tracks,
    track: 0,
    time: 0,
    duration: input.tracks[0]?.durationS ?? null,
    rate: clampRate(input.rate ?? 1),
    startAt: 0,
    autoplay: false,
    ended: false,
    blocked: false,
    error: null,
    sleepMinutes: null,
    sleepEndsAt: null,
    elementLost: false,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      on: { 'tracks.refreshed': { actions: 'assignRefreshedTracks' } },
      invoke: {
        src: 'loadPosition',
        onDone: {
          target: 'active',
          actions: assign(({ context, event }) => {
            const found = event.output ? context.tracks.findIndex((t) => t.index === event.output?.fileIndex) : -1;
            if (found < 0 || !event.output) return {};
            const duration = context.tracks[found]?.durationS ?? null;
            const time = clampTime(event.output.time, duration);
            return { track: found, time, startAt: time, duration };
          }),
        },
        // No stored place (or it could not be read): start at the beginning.
        onError: { target: 'active' },
      },
    },
    active: {
      type: 'parallel',
      invoke: {
        id: 'media',
        src: 'mediaElement',
        onError: { target: '.playback.failed', actions: assign({ error: 'MEDIA_UNKNOWN', elementLost: true }) },
      },
      on: {
        'media.time': { actions: assign({ time: ({ event }) => event.time }) },
        'media.loaded': { actions: 'assignDuration' },
        seek: {
          actions: [
            assign(({ context, event }) => {
              const time = clampTime(event.time, context.duration);
              return { time, startAt: time, ended: false };
            }),
            sendTo('media', ({ context }): MediaCommand => ({ type: 'seek', time: context.time })),
          ],
        },
        skip: { actions: raise(({ context, event }) => ({ type: 'seek', time: context.time + event.seconds })) },
        'rate.set': {
          actions: [
            assign({ rate: ({ event }) => clampRate(event.rate) }),
            sendTo('media', ({ context }): MediaCommand => ({ type: 'rate', rate: context.rate })),
          ],
        },
        'track.select': [
          // A new track keeps playing when the old one was playing.
          {
            guard: and(['isTrack', 'isPlaying']),
            target: '.playback.loading',
            reenter: true,
            actions: assign(({ context, event }) => trackAt(context, event.index, true)),
          },
          {
            guard: 'isTrack',
            target: '.playback.loading',
            reenter: true,
            actions: assign(({ context, event }) => trackAt(context, event.index, context.autoplay)),
          },
        ],
        'track.next': { guard: 'hasNextTrack', actions: raise(({ context }) => ({ type: 'track.select', index: context.track + 1 })) },
        'track.previous': [
          {
            guard: ({ context }) => context.time > RESTART_WINDOW_S || context.track === 0,
            actions: raise({ type: 'seek', time: 0 }),
          },
          { actions: raise(({ context }) => ({ type: 'track.select', index: context.track - 1 })) },
        ],
        'media.failed': { target: '.playback.failed', actions: assign({ error: ({ event }) => event.code }) },
        'tracks.refreshed': [
          // The element is playing (or loading) the current file: move it to the new address in place.
          // A failed one loads the new address on retry.
          {
            guard: and(['currentUrlChanged', not('elementGone')]),
            actions: ['assignRefreshedTracks', sendTo('media', ({ context }): MediaCommand => ({ type: 'swap', url: context.tracks[context.track]?.url ?? '' }))],
          },
          { actions: 'assignRefreshedTracks' },
        ],
      },
      states: {
        playback: {
          initial: 'loading',
          states: {
            loading: {
              entry: 'loadTrack',
              on: {
                'media.loaded': [
                  { guard: 'autoplay', target: 'playing', actions: 'assignDuration' },
                  { target: 'paused', actions: 'assignDuration' },
                ],
                play: { actions: assign({ autoplay: true }) },
                toggle: { actions: assign({ autoplay: ({ context }) => !context.autoplay }) },
                pause: { actions: assign({ autoplay: false }) },
              },
            },
            paused: {
              entry: 'pauseElement',
              on: {
                play: 'playing',
                toggle: 'playing',
                // Started outside our buttons (the element's own controls, a headset key).
                'media.playing': 'playing',
              },
            },
            playing: {
              entry: ['playElement', assign({ blocked: false, autoplay: false })],
              initial: 'running',
              states: {
                running: { on: { 'media.waiting': 'buffering' } },
                buffering: { on: { 'media.playing': 'running' } },
              },
              on: {
                pause: 'paused',
                toggle: 'paused',
                'media.paused': 'paused',
                'media.blocked': { target: 'paused', actions: assign({ blocked: true }) },
                'media.ended': [
                  {
                    guard: 'sleepsAtTrackEnd',
                    target: 'paused',
                    // Stop here, ready at the start of the next chapter for when the listener wakes.
                    actions: [raise({ type: 'sleep.set', sleep: { kind: 'off' } }), raise({ type: 'track.next' })],
                  },
                  { guard: 'hasNextTrack', actions: raise(({ context }) => ({ type: 'track.select', index: context.track + 1 })) },
                  { target: 'paused', actions: assign({ ended: true }) },
                ],
              },
            },
            failed: {
              on: {
                retry: [
                  {
                    guard: 'elementLost',
                    target: '#mediaPlayer.active',
                    reenter: true,
                    actions: assign(({ context }) => ({ error: null, elementLost: false, startAt: context.time })),
                  },
                  { target: 'loading', actions: assign(({ context }) => ({ error: null, startAt: context.time })) },
                ],
              },
            },
          },
        },
        sleep: {
          initial: 'off',
          // Internal transitions (no reenter): choosing another setting must not restart the playback region.
          on: {
            'sleep.set': [
              { guard: 'isSleepMinutes', target: '.minutes', actions: 'setSleepMinutes' },
              { guard: 'isSleepTrack', target: '.track' },
              { target: '.off' },
            ],
          },
          states: {
            off: { entry: 'clearSleep' },
            minutes: {
              // A new time while counting starts the count again.
              on: { 'sleep.set': { guard: 'isSleepMinutes', target: 'minutes', reenter: true, actions: 'setSleepMinutes' } },
              after: { sleepDelay: { target: 'off', actions: raise({ type: 'pause' }) } },
            },
            track: { entry: 'clearSleep' },
          },
        },
      },
    },
  },
});
