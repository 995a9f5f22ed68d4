import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, sendTo } from 'xstate';
import type { MicrophoneEvent } from '../machines/voiceRecorderMachine.types';
import { createMicrophoneActor, levelOf, type MicrophoneActorOptions } from './createMicrophoneActor';

/** Runs the actor under a parent that records what it sends back and forwards commands. */
function run(options: MicrophoneActorOptions) {
  const events: MicrophoneEvent[] = [];
  const parent = createMachine({
    invoke: { id: 'mic', src: createMicrophoneActor(options) },
    on: {
      '*': { actions: ({ event }) => void events.push(event as MicrophoneEvent) },
      stop: { actions: sendTo('mic', { type: 'mic.stop' }) },
    },
  });
  const actor = createActor(parent).start();
  return { events, actor };
}

class FakeTrack {
  stopped = false;
  stop() {
    this.stopped = true;
  }
}

class FakeRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  mimeType: string;
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(_stream: unknown, options?: { mimeType: string }) {
    this.mimeType = options?.mimeType ?? '';
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['abc']) });
    this.onstop?.();
  }
  pause() {}
  resume() {}
}

describe('createMicrophoneActor', () => {
  it('reports a denied permission as MIC_DENIED and a missing device as MIC_MISSING', async () => {
    const denied = run({ mediaDevices: { getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) }, MediaRecorder: FakeRecorder as never });
    const missing = run({ mediaDevices: { getUserMedia: () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')) }, MediaRecorder: FakeRecorder as never });
    await vi.waitFor(() => expect(denied.events).toEqual([{ type: 'mic.error', code: 'MIC_DENIED', message: 'Permission denied' }]));
    await vi.waitFor(() => expect(missing.events).toEqual([{ type: 'mic.error', code: 'MIC_MISSING', message: 'Requested device not found' }]));
  });

  it('reports MIC_UNSUPPORTED where there is no getUserMedia or MediaRecorder', async () => {
    const { events } = run({ mediaDevices: {} as never, MediaRecorder: undefined as never });
    await vi.waitFor(() => expect(events).toEqual([{ type: 'mic.error', code: 'MIC_UNSUPPORTED' }]));
  });

  it('records in a format Whisper takes, hands the audio over on stop, and releases the tracks', async () => {
    const track = new FakeTrack();
    const stream = { getTracks: () => [track] } as unknown as MediaStream;
    const { events, actor } = run({ mediaDevices: { getUserMedia: () => Promise.resolve(stream) }, MediaRecorder: FakeRecorder as never, AudioContext: undefined as never });
    await vi.waitFor(() => expect(events).toEqual([{ type: 'mic.ready' }]));
    actor.send({ type: 'stop' });
    const data = events.at(-1) as Extract<MicrophoneEvent, { type: 'mic.data' }>;
    expect(data.type).toBe('mic.data');
    expect(data.audio.type).toBe('audio/webm;codecs=opus');
    expect(await data.audio.text()).toBe('abc');
    actor.stop();
    expect(track.stopped).toBe(true);
  });

  it('measures the level on a −60…0 dBFS scale', () => {
    expect(levelOf(new Float32Array(128))).toBe(0);
    expect(levelOf(new Float32Array(128).fill(1))).toBe(1);
    expect(levelOf(new Float32Array(128).fill(0.0005))).toBe(0);
    expect(levelOf(new Float32Array(128).fill(0.0316))).toBeCloseTo(0.5, 2);
  });
});

