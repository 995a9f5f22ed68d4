import { assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type {
  MicrophoneCommand,
  MicrophoneEvent,
  TranscribeInput,
  VoiceRecorderContext,
  VoiceRecorderEvent,
  VoiceRecorderInput,
  VoiceTranscribedEvent,
} from './voiceRecorderMachine.types';

export const DEFAULT_SILENCE_THRESHOLD = 0.3;
export const DEFAULT_SILENCE_MS = 2000;
const TICK_MS = 100;

/** The transcription service learns the format from the file name's extension only. */
export function recordingFileName(mimeType: string): string {
  const type = mimeType.toLowerCase();
  if (type.includes('ogg')) return 'whisper.ogg';
  if (type.includes('mp4') || type.includes('aac')) return 'whisper.m4a';
  if (type.includes('wav')) return 'whisper.wav';
  if (type.includes('mpeg')) return 'whisper.mp3';
  return 'whisper.webm';
}

const fresh = {
  level: 0,
  durationMs: 0,
  heardSpeech: false,
  recording: null,
  text: null,
  error: null,
} satisfies Partial<VoiceRecorderContext>;

/**
 * Voice recording (spec §4): start, pause, continue, re-record, play (the view's), cancel, send.
 *
 * Silence is measured from the microphone's level and only counts once something louder than
 * the threshold was heard since Start or Continue: a user who takes a breath before speaking is
 * not cut off, and a silent microphone never sends an empty recording. Silence stops the
 * recording and, with `sendOnSilence`, sends it at once; a manual Stop keeps it for review.
 */
export const voiceRecorderMachine = setup({
  types: {
    context: {} as VoiceRecorderContext & { sendWhenStopped: boolean },
    events: {} as VoiceRecorderEvent,
    input: {} as VoiceRecorderInput,
    emitted: {} as VoiceTranscribedEvent,
  },
  actors: {
    /** getUserMedia + MediaRecorder + level sampling; see `createMicrophoneActor`. */
    openMicrophone: fromCallback<MicrophoneCommand, void, MicrophoneEvent>(() => {
      throw new Error('voiceRecorderMachine: actor "openMicrophone" was not provided');
    }),
    transcribe: fromPromise<string, TranscribeInput>(() => {
      throw new Error('voiceRecorderMachine: actor "transcribe" was not provided');
    }),
    clock: fromCallback<MicrophoneCommand, void, VoiceRecorderEvent>(({ sendBack }) => {
      let last = Date.now();
      const timer = setInterval(() => {
        const now = Date.now();
        sendBack({ type: 'clock.tick', ms: now - last });
        last = now;
      }, TICK_MS);
      return () => clearInterval(timer);
    }),
  },
  delays: {
    silence: ({ context }) => context.silenceMs,
  },
  guards: {
    isLoud: ({ context, event }) => event.type === 'mic.level' && event.level >= context.silenceThreshold,
    isEmpty: ({ event }) => event.type === 'mic.data' && event.audio.size === 0,
    sendsNow: ({ context }) => context.sendWhenStopped,
    hasRecording: ({ context }) => context.recording !== null,
  },
  actions: {
    assignLevel: assign({ level: ({ event }) => (event.type === 'mic.level' ? Math.min(1, Math.max(0, event.level)) : 0) }),
    assignRecording: assign({
      recording: ({ context, event }) =>
        event.type === 'mic.data'
          ? { audio: event.audio, fileName: recordingFileName(event.audio.type), durationMs: context.durationMs }
          : context.recording,
      level: 0,
    }),
  },
}).createMachine({
  id: 'voiceRecorder',
  context: ({ input }) => ({
    silenceThreshold: input.silenceThreshold ?? DEFAULT_SILENCE_THRESHOLD,
    silenceMs: input.silenceMs ?? DEFAULT_SILENCE_MS,
    sendOnSilence: input.sendOnSilence ?? true,
    sendWhenStopped: false,
    ...fresh,
  }),
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ ...fresh }),
      on: { 'recording.start': 'capturing' },
    },
    capturing: {
      entry: assign({ ...fresh, sendWhenStopped: false }),
      invoke: {
        id: 'microphone',
        src: 'openMicrophone',
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => ({ code: 'MIC_FAILED' as const, message: String(event.error) }) }),
        },
      },
      on: {
        'mic.error': {
          target: 'failed',
          actions: assign({ error: ({ event }) => ({ code: event.code, ...(event.message ? { message: event.message } : {}) }) }),
        },
        'recording.cancel': 'idle',
        'recording.rerecord': { target: 'capturing', reenter: true },
      },
      initial: 'requesting',
      states: {
        requesting: {
          on: { 'mic.ready': 'recording' },
        },
        recording: {
          invoke: {
            src: 'clock',
            onError: { target: '#voiceRecorder.failed', actions: assign({ error: { code: 'MIC_FAILED' } }) },
          },
          on: {
            'clock.tick': { actions: assign({ durationMs: ({ context, event }) => context.durationMs + event.ms }) },
            'recording.pause': 'paused',
            'recording.stop': 'finishing',
          },
          initial: 'waitingForSpeech',
          states: {
            waitingForSpeech: {
              on: {
                'mic.level': [
                  { guard: 'isLoud', target: 'speaking', actions: ['assignLevel', assign({ heardSpeech: true })] },
                  { actions: 'assignLevel' },
                ],
              },
            },
            speaking: {
              after: {
                silence: {
                  target: '#voiceRecorder.capturing.finishing',
                  actions: assign({ sendWhenStopped: ({ context }) => context.sendOnSilence }),
                },
              },
              on: {
                'mic.level': [{ guard: 'isLoud', target: 'speaking', reenter: true, actions: 'assignLevel' }, { actions: 'assignLevel' }],
              },
            },
          },
        },
        paused: {
          entry: [sendTo('microphone', { type: 'mic.pause' }), assign({ level: 0 })],
          on: {
            'recording.resume': { target: 'recording', actions: sendTo('microphone', { type: 'mic.resume' }) },
            'recording.stop': 'finishing',
          },
        },
        finishing: {
          entry: [sendTo('microphone', { type: 'mic.stop' }), assign({ level: 0 })],
          on: {
            'mic.data': [
              { guard: 'isEmpty', target: '#voiceRecorder.failed', actions: assign({ error: { code: 'EMPTY_RECORDING' } }) },
              { guard: 'sendsNow', target: '#voiceRecorder.sending', actions: 'assignRecording' },
              { target: '#voiceRecorder.stopped', actions: 'assignRecording' },
            ],
          },
        },
      },
    },
    stopped: {
      on: {
        'recording.send': 'sending',
        'recording.rerecord': 'capturing',
        'recording.cancel': 'idle',
      },
    },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        id: 'transcribe',
        src: 'transcribe',
        input: ({ context }) => ({ audio: context.recording!.audio, fileName: context.recording!.fileName }),
        onDone: [
          // Whisper answers "" for a recording without words; sending nothing would look like a hang.
          { guard: ({ event }) => event.output.trim() === '', target: 'failed', actions: assign({ error: { code: 'NO_SPEECH' } }) },
          {
          target: 'done',
          actions: [assign({ text: ({ event }) => event.output }), emit(({ event }) => ({ type: 'transcribed' as const, text: event.output }))],
          },
        ],
        // The recording stays, so Send tries again without speaking again.
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => ({ code: 'TRANSCRIBE_FAILED' as const, message: event.error instanceof Error ? event.error.message : String(event.error) }),
          }),
        },
      },
      on: { 'recording.cancel': 'idle' },
    },
    done: {
      on: { 'recording.start': 'capturing', 'recording.cancel': 'idle' },
    },
    failed: {
      on: {
        'recording.send': { guard: 'hasRecording', target: 'sending' },
        'recording.start': 'capturing',
        'recording.rerecord': 'capturing',
        'recording.cancel': 'idle',
      },
    },
  },
});

export type VoiceRecorderMachine = typeof voiceRecorderMachine;
