import type { SnapshotFrom } from 'xstate';
import type { mediaPlayerMachine } from '../machines/mediaPlayerMachine';
import type { MediaPlayerViewModel, MediaStatus } from './mediaPlayerViewModel';

/** The machine's part of the player's view model. */
export type MediaPlayerView = Pick<
  MediaPlayerViewModel,
  'current' | 'status' | 'time' | 'duration' | 'rate' | 'ended' | 'blocked' | 'errorCode' | 'sleep' | 'sleepRemaining'
>;

function statusOf(snapshot: SnapshotFrom<typeof mediaPlayerMachine>): MediaStatus {
  if (snapshot.matches('restoring')) return 'restoring';
  if (snapshot.matches({ active: { playback: { playing: 'buffering' } } })) return 'buffering';
  if (snapshot.matches({ active: { playback: 'playing' } })) return 'playing';
  if (snapshot.matches({ active: { playback: 'failed' } })) return 'failed';
  if (snapshot.matches({ active: { playback: 'paused' } })) return 'paused';
  return 'loading';
}

/** Maps the media player machine's snapshot at wall-clock time `now` (ms) to the view's fields (pure). */
export function selectMediaPlayerView(snapshot: SnapshotFrom<typeof mediaPlayerMachine>, now: number): MediaPlayerView {
  const { context } = snapshot;
  return {
    current: context.track,
    status: statusOf(snapshot),
    time: context.time,
    duration: context.duration,
    rate: context.rate,
    ended: context.ended,
    blocked: context.blocked,
    errorCode: context.error,
    sleep: snapshot.matches({ active: { sleep: 'track' } }) ? 'track' : (context.sleepMinutes ?? 'off'),
    sleepRemaining: sleepRemaining(context.sleepEndsAt, context.sleepMinutes, now),
  };
}

/**
 * Whole seconds left on a timed sleep: never below zero while the machine's timer fires, and never
 * more than the time chosen (a clock read before the timer was set must not add to it).
 */
function sleepRemaining(endsAt: number | null, minutes: number | null, now: number): number | null {
  if (endsAt === null) return null;
  const left = Math.max(0, Math.round((endsAt - now) / 1000));
  return minutes === null ? left : Math.min(minutes * 60, left);
}
