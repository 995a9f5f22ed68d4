import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { type MediaCommand, type MediaPosition, type MediaTrack, mediaPlayerMachine } from '../machines/mediaPlayerMachine';
import { selectMediaPlayerView } from './selectMediaPlayerView';

const TRACKS: MediaTrack[] = [
  { index: 0, title: '01', url: '/f/0', durationS: 100 },
  { index: 1, title: '02', url: '/f/1', durationS: 200 },
];

function start(stored: MediaPosition | null = null) {
  const machine = mediaPlayerMachine.provide({
    actors: {
      loadPosition: fromPromise<MediaPosition | null>(async () => stored),
      mediaElement: fromCallback<MediaCommand>(() => undefined),
    },
  });
  return createActor(machine, { input: { tracks: TRACKS } }).start();
}

afterEach(() => vi.useRealTimers());

describe('selectMediaPlayerView', () => {
  it('says restoring, then loading the stored track, then paused with its length', async () => {
    const actor = start({ fileIndex: 1, time: 42 });
    expect(selectMediaPlayerView(actor.getSnapshot(), 0).status).toBe('restoring');
    await waitFor(actor, (s) => s.matches({ active: { playback: 'loading' } }));
    expect(selectMediaPlayerView(actor.getSnapshot(), 0)).toMatchObject({ status: 'loading', current: 1, time: 42, duration: 200 });
    actor.send({ type: 'media.loaded', duration: 201 });
    expect(selectMediaPlayerView(actor.getSnapshot(), 0)).toMatchObject({ status: 'paused', duration: 201, sleep: 'off', sleepRemaining: null });
  });

  it('tells playing from buffering, and a failure with its code', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches({ active: { playback: 'loading' } }));
    actor.send({ type: 'media.loaded', duration: 100 });
    actor.send({ type: 'play' });
    actor.send({ type: 'media.playing' });
    expect(selectMediaPlayerView(actor.getSnapshot(), 0).status).toBe('playing');
    actor.send({ type: 'media.waiting' });
    expect(selectMediaPlayerView(actor.getSnapshot(), 0).status).toBe('buffering');
    actor.send({ type: 'media.failed', code: 'MEDIA_NETWORK' });
    expect(selectMediaPlayerView(actor.getSnapshot(), 0)).toMatchObject({ status: 'failed', errorCode: 'MEDIA_NETWORK' });
  });

  it('counts a timed sleep down in whole seconds from the time given, never below zero', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const actor = start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('active')).toBe(true));
    actor.send({ type: 'sleep.set', sleep: { kind: 'minutes', minutes: 15 } });
    expect(selectMediaPlayerView(actor.getSnapshot(), 1_000_000)).toMatchObject({ sleep: 15, sleepRemaining: 900 });
    expect(selectMediaPlayerView(actor.getSnapshot(), 1_000_000 + 600_400)).toMatchObject({ sleepRemaining: 300 });
    expect(selectMediaPlayerView(actor.getSnapshot(), 1_000_000 + 901_000).sleepRemaining).toBe(0);
    // A clock read ten minutes before the timer was set (the countdown's first second) shows its length.
    expect(selectMediaPlayerView(actor.getSnapshot(), 1_000_000 - 600_000).sleepRemaining).toBe(900);
    actor.send({ type: 'sleep.set', sleep: { kind: 'track' } });
    expect(selectMediaPlayerView(actor.getSnapshot(), 1_000_000)).toMatchObject({ sleep: 'track', sleepRemaining: null });
  });
});
