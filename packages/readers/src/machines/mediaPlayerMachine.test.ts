import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { type MediaCommand, type MediaPosition, type MediaTrack, mediaPlayerMachine } from './mediaPlayerMachine';

const TRACKS: MediaTrack[] = [
  { index: 0, title: '01 序', url: '/f/0', durationS: 100 },
  { index: 1, title: '02 第一章', url: '/f/1', durationS: 200 },
  { index: 2, title: '03 第二章', url: '/f/2', durationS: null },
];

function start({ stored = null, rate }: { stored?: MediaPosition | null | Error; rate?: number } = {}) {
  const commands: MediaCommand[] = [];
  const machine = mediaPlayerMachine.provide({
    actors: {
      loadPosition: fromPromise(async () => {
        if (stored instanceof Error) throw stored;
        return stored;
      }),
      mediaElement: fromCallback<MediaCommand>(({ receive }) => {
        receive((command) => void commands.push(command));
      }),
    },
  });
  const actor = createActor(machine, { input: { tracks: TRACKS, ...(rate !== undefined ? { rate } : {}) } }).start();
  const playback = () => {
    const value = actor.getSnapshot().value;
    return typeof value === 'object' && 'active' in value ? (value.active as { playback: unknown }).playback : value;
  };
  const loaded = async (duration: number) => {
    await waitFor(actor, (s) => s.matches({ active: { playback: 'loading' } }));
    actor.send({ type: 'media.loaded', duration });
  };
  return { actor, commands, playback, loaded, ctx: () => actor.getSnapshot().context };
}

afterEach(() => vi.useRealTimers());

describe('mediaPlayerMachine', () => {
  it('opens at the stored file and second, paused until the listener presses play', async () => {
    const p = start({ stored: { fileIndex: 1, time: 42 } });
    await p.loaded(200);
    expect(p.commands[0]).toEqual({ type: 'load', url: '/f/1', startAt: 42, rate: 1 });
    expect(p.playback()).toBe('paused');
    p.actor.send({ type: 'toggle' });
    expect(p.commands.at(-1)).toEqual({ type: 'play' });
    p.actor.send({ type: 'media.playing' });
    expect(p.playback()).toEqual({ playing: 'running' });
    p.actor.send({ type: 'toggle' });
    expect(p.playback()).toBe('paused');
    expect(p.commands.at(-1)).toEqual({ type: 'pause' });
  });

  it('starts at the beginning when the stored place is missing, unreadable or names a removed file', async () => {
    for (const stored of [null, new Error('offline'), { fileIndex: 9, time: 5 }]) {
      const p = start({ stored });
      await p.loaded(100);
      expect(p.commands[0]).toMatchObject({ type: 'load', url: '/f/0', startAt: 0 });
    }
  });

  it('skips 15/30 s both ways and clamps seeks into the track', async () => {
    const p = start();
    await p.loaded(100);
    p.actor.send({ type: 'skip', seconds: 30 });
    p.actor.send({ type: 'skip', seconds: -15 });
    expect(p.ctx().time).toBe(15);
    p.actor.send({ type: 'skip', seconds: -30 });
    expect(p.ctx().time).toBe(0);
    p.actor.send({ type: 'seek', time: 500 });
    expect(p.ctx().time).toBe(100);
    expect(p.commands.filter((c) => c.type === 'seek').map((c) => (c as { time: number }).time)).toEqual([30, 15, 0, 100]);
  });

  it('plays the next file at the end of one and stops after the last', async () => {
    const p = start({ stored: { fileIndex: 1, time: 190 } });
    await p.loaded(200);
    p.actor.send({ type: 'play' });
    p.actor.send({ type: 'media.playing' });
    p.actor.send({ type: 'media.ended' });
    await p.loaded(50);
    expect(p.commands.filter((c) => c.type === 'load').map((c) => (c as { url: string }).url)).toEqual(['/f/1', '/f/2']);
    expect(p.ctx()).toMatchObject({ track: 2, time: 0, duration: 50 });
    expect(p.playback()).toEqual({ playing: 'running' });
    expect(p.commands.at(-1)).toEqual({ type: 'play' });
    p.actor.send({ type: 'media.ended' });
    expect(p.playback()).toBe('paused');
    expect(p.ctx().ended).toBe(true);
  });

  it('goes back to the start of a file, or to the previous file near its start', async () => {
    const p = start({ stored: { fileIndex: 1, time: 60 } });
    await p.loaded(200);
    p.actor.send({ type: 'track.previous' });
    expect(p.ctx()).toMatchObject({ track: 1, time: 0 });
    p.actor.send({ type: 'track.previous' });
    await p.loaded(100);
    expect(p.ctx().track).toBe(0);
    p.actor.send({ type: 'track.select', index: 7 });
    expect(p.ctx().track).toBe(0);
  });

  it('shows buffering while playing and a refused autoplay as paused', async () => {
    const p = start();
    await p.loaded(100);
    p.actor.send({ type: 'play' });
    p.actor.send({ type: 'media.waiting' });
    expect(p.playback()).toEqual({ playing: 'buffering' });
    p.actor.send({ type: 'media.playing' });
    expect(p.playback()).toEqual({ playing: 'running' });
    p.actor.send({ type: 'media.blocked' });
    expect(p.playback()).toBe('paused');
    expect(p.ctx().blocked).toBe(true);
  });

  it('keeps an element error as a code and retries at the same second', async () => {
    const p = start({ stored: { fileIndex: 0, time: 30 } });
    await p.loaded(100);
    p.actor.send({ type: 'media.time', time: 33 });
    p.actor.send({ type: 'media.failed', code: 'MEDIA_UNSUPPORTED' });
    expect(p.playback()).toBe('failed');
    expect(p.ctx().error).toBe('MEDIA_UNSUPPORTED');
    p.actor.send({ type: 'retry' });
    expect(p.commands.at(-1)).toEqual({ type: 'load', url: '/f/0', startAt: 33, rate: 1 });
    expect(p.ctx().error).toBeNull();
  });

  it('limits the speed to 0.5–3× and keeps it for the next file', async () => {
    const p = start({ rate: 9 });
    await p.loaded(100);
    expect(p.ctx().rate).toBe(3);
    p.actor.send({ type: 'rate.set', rate: 0.1 });
    expect(p.commands.at(-1)).toEqual({ type: 'rate', rate: 0.5 });
    p.actor.send({ type: 'track.next' });
    expect(p.commands.at(-1)).toMatchObject({ type: 'load', url: '/f/1', rate: 0.5 });
  });

  it('pauses when the sleep timer runs out', async () => {
    vi.useFakeTimers();
    const p = start();
    await p.loaded(100);
    p.actor.send({ type: 'play' });
    p.actor.send({ type: 'media.playing' });
    p.actor.send({ type: 'sleep.set', sleep: { kind: 'minutes', minutes: 15 } });
    expect(p.ctx().sleepEndsAt).toBe(Date.now() + 15 * 60_000);
    // Setting the timer must not disturb playback; a new time starts the count again.
    expect(p.playback()).toEqual({ playing: 'running' });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    p.actor.send({ type: 'sleep.set', sleep: { kind: 'minutes', minutes: 15 } });
    await vi.advanceTimersByTimeAsync(14 * 60_000);
    expect(p.playback()).toEqual({ playing: 'running' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(p.playback()).toBe('paused');
    expect(p.ctx().sleepEndsAt).toBeNull();
  });

  it('a sleep timer set to the end of the file stops there, at the start of the next file', async () => {
    const p = start();
    await p.loaded(100);
    p.actor.send({ type: 'play' });
    p.actor.send({ type: 'media.playing' });
    p.actor.send({ type: 'sleep.set', sleep: { kind: 'track' } });
    p.actor.send({ type: 'media.ended' });
    await p.loaded(200);
    expect(p.ctx().track).toBe(1);
    expect(p.playback()).toBe('paused');
    expect(p.actor.getSnapshot().matches({ active: { sleep: 'off' } })).toBe(true);
  });

  it('shows a failure instead of hanging when the media element cannot start, and retry starts a new one', async () => {
    const commands: MediaCommand[] = [];
    let starts = 0;
    const machine = mediaPlayerMachine.provide({
      actors: {
        loadPosition: fromPromise(async (): Promise<MediaPosition | null> => ({ fileIndex: 1, time: 12 })),
        mediaElement: fromCallback<MediaCommand>(({ receive }) => {
          starts += 1;
          if (starts === 1) throw new Error('no media element in this document');
          receive((command) => void commands.push(command));
        }),
      },
    });
    const actor = createActor(machine, { input: { tracks: TRACKS } }).start();
    await waitFor(actor, (s) => s.matches({ active: { playback: 'failed' } }));
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.error).toBe('MEDIA_UNKNOWN');
    actor.send({ type: 'retry' });
    expect(starts).toBe(2);
    expect(commands).toEqual([{ type: 'load', url: '/f/1', startAt: 12, rate: 1 }]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
