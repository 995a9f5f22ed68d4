import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { voiceRecorderMachine } from './voiceRecorderMachine';
import type { MicrophoneCommand, MicrophoneEvent, TranscribeInput, VoiceRecorderInput } from './voiceRecorderMachine.types';

/** A microphone the test plays: levels, the recorded bytes and failures on demand. */
function fakeMicrophone(options: { denied?: boolean } = {}) {
  let send: ((event: MicrophoneEvent) => void) | null = null;
  const commands: string[] = [];
  let opened = 0;
  let closed = 0;
  const logic = fromCallback<MicrophoneCommand, void, MicrophoneEvent>(({ sendBack, receive }) => {
    opened += 1;
    send = sendBack;
    receive((command) => {
      commands.push(command.type);
      if (command.type === 'mic.stop') sendBack({ type: 'mic.data', audio: new Blob(['voice'], { type: 'audio/webm;codecs=opus' }) });
    });
    queueMicrotask(() =>
      options.denied ? sendBack({ type: 'mic.error', code: 'MIC_DENIED', message: 'Permission denied' }) : sendBack({ type: 'mic.ready' }),
    );
    return () => (closed += 1);
  });
  return {
    logic,
    commands,
    opened: () => opened,
    closed: () => closed,
    level: (level: number) => send?.({ type: 'mic.level', level }),
  };
}

function setup(input: VoiceRecorderInput = {}, mic = fakeMicrophone(), transcribe = vi.fn(async (_input: TranscribeInput) => 'hello world')) {
  const actor = createActor(
    voiceRecorderMachine.provide({
      actors: { openMicrophone: mic.logic, transcribe: fromPromise<string, TranscribeInput>(({ input: i }) => transcribe(i)) },
    }),
    { input },
  );
  const texts: string[] = [];
  actor.on('transcribed', (e) => texts.push(e.text));
  actor.start();
  const state = () => actor.getSnapshot();
  const start = async () => {
    actor.send({ type: 'recording.start' });
    await vi.advanceTimersByTimeAsync(0);
  };
  /** Plays `ms` of microphone at `level`, one sample every 50 ms as the browser actor does. */
  const play = async (level: number, ms: number) => {
    for (let t = 0; t < ms; t += 50) {
      mic.level(level);
      await vi.advanceTimersByTimeAsync(50);
    }
  };
  return { actor, mic, transcribe, texts, state, start, play };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('voiceRecorderMachine', () => {
  it('stops by itself after 2 s of silence following speech, and sends the recording', async () => {
    const { state, start, play, transcribe, texts, mic } = setup();
    await start();
    expect(state().matches({ capturing: 'recording' })).toBe(true);
    await play(0.6, 500);
    expect(state().context.level).toBeCloseTo(0.6);
    await play(0.01, 1900);
    expect(state().matches({ capturing: 'recording' })).toBe(true);
    await play(0.01, 200);
    await vi.advanceTimersByTimeAsync(0);
    expect(mic.commands).toContain('mic.stop');
    expect(transcribe).toHaveBeenCalledWith({ audio: expect.any(Blob), fileName: 'whisper.webm' });
    expect(state().value).toBe('done');
    expect(texts).toEqual(['hello world']);
    expect(mic.closed()).toBe(1);
  });

  it('does not count silence before anything was said, and a word resets the silence', async () => {
    const { state, start, play } = setup({ silenceMs: 1000 });
    await start();
    await play(0, 5000);
    expect(state().matches({ capturing: 'recording' })).toBe(true);
    await play(0.5, 100);
    await play(0.01, 800);
    await play(0.5, 100);
    await play(0.01, 800);
    expect(state().matches({ capturing: 'recording' })).toBe(true);
    await play(0.01, 300);
    expect(state().matches({ capturing: 'recording' })).toBe(false);
  });

  it('honours a configured threshold, and waits for Send after silence when sendOnSilence is off', async () => {
    const { state, start, play, transcribe, actor } = setup({ silenceThreshold: 0.8, sendOnSilence: false });
    await start();
    await play(0.6, 3000);
    expect(state().matches({ capturing: 'recording' })).toBe(true);
    await play(0.9, 100);
    await play(0.6, 2100);
    expect(state().value).toBe('stopped');
    expect(transcribe).not.toHaveBeenCalled();
    actor.send({ type: 'recording.send' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state().value).toBe('done');
  });

  it('counts the duration while recording only, not while paused', async () => {
    const { state, start, play, actor, mic } = setup();
    await start();
    await play(0.6, 1000);
    actor.send({ type: 'recording.pause' });
    expect(state().matches({ capturing: 'paused' })).toBe(true);
    expect(state().context.level).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(state().context.durationMs).toBe(1000);
    actor.send({ type: 'recording.resume' });
    await play(0.6, 500);
    expect(state().context.durationMs).toBe(1500);
    expect(mic.commands).toEqual(['mic.pause', 'mic.resume']);
    // Silence while paused never stops the recording.
    expect(state().matches({ capturing: 'recording' })).toBe(true);
    actor.send({ type: 'recording.stop' });
    expect(state().value).toBe('stopped');
    expect(state().context.recording).toMatchObject({ durationMs: 1500, fileName: 'whisper.webm' });
  });

  it('re-record drops the take and opens the microphone afresh; cancel drops it and closes the microphone', async () => {
    const { state, start, play, actor, mic, transcribe } = setup();
    await start();
    await play(0.6, 600);
    actor.send({ type: 'recording.stop' });
    expect(state().context.recording).not.toBeNull();
    actor.send({ type: 'recording.rerecord' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state().matches({ capturing: 'recording' })).toBe(true);
    expect(state().context).toMatchObject({ recording: null, durationMs: 0 });
    expect(mic.opened()).toBe(2);
    await play(0.6, 300);
    actor.send({ type: 'recording.cancel' });
    expect(state().value).toBe('idle');
    expect(state().context).toMatchObject({ recording: null, durationMs: 0, level: 0 });
    expect(mic.closed()).toBe(2);
    expect(transcribe).not.toHaveBeenCalled();
  });

  it('a denied microphone ends in a clear error, and Start asks again', async () => {
    const { state, start, actor, mic } = setup({}, fakeMicrophone({ denied: true }));
    await start();
    expect(state().value).toBe('failed');
    expect(state().context.error).toEqual({ code: 'MIC_DENIED', message: 'Permission denied' });
    expect(mic.closed()).toBe(1);
    actor.send({ type: 'recording.send' });
    expect(state().value).toBe('failed');
    actor.send({ type: 'recording.start' });
    expect(state().matches('capturing')).toBe(true);
  });

  it('a microphone actor that throws is an error state, not a crash', async () => {
    const throwing = fromCallback<MicrophoneCommand, void, MicrophoneEvent>(() => {
      throw new Error('MediaRecorder is not a constructor');
    });
    const actor = createActor(voiceRecorderMachine.provide({ actors: { openMicrophone: throwing } }), { input: {} }).start();
    actor.send({ type: 'recording.start' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.code).toBe('MIC_FAILED');
  });

  it('a failed transcription keeps the recording, and Send tries again with the same audio', async () => {
    const transcribe = vi.fn(async (_input: TranscribeInput) => '').mockRejectedValueOnce(new Error('Upstream 500')).mockResolvedValueOnce('second try');
    const { state, start, play, actor, texts } = setup({}, fakeMicrophone(), transcribe);
    await start();
    await play(0.6, 300);
    actor.send({ type: 'recording.stop' });
    const take = state().context.recording;
    actor.send({ type: 'recording.send' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state().value).toBe('failed');
    expect(state().context.error).toEqual({ code: 'TRANSCRIBE_FAILED', message: 'Upstream 500' });
    expect(state().context.recording).toBe(take);
    actor.send({ type: 'recording.send' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state().value).toBe('done');
    expect(transcribe.mock.calls.map(([i]) => (i as { audio: Blob }).audio)).toEqual([take?.audio, take?.audio]);
    expect(texts).toEqual(['second try']);
  });

  it('an empty transcription is "nothing heard", not an empty message', async () => {
    const { state, start, play, actor, texts } = setup({}, fakeMicrophone(), vi.fn(async (_input: TranscribeInput) => '  '));
    await start();
    await play(0.6, 300);
    actor.send({ type: 'recording.stop' });
    actor.send({ type: 'recording.send' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state().context.error?.code).toBe('NO_SPEECH');
    expect(texts).toEqual([]);
  });
});
