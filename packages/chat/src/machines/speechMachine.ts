import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { TtsVoice } from '../api/types';

/** Why a reply could not be read aloud; translated in the view. */
export type SpeechErrorCode = 'EMPTY' | 'AUTH' | 'NETWORK' | 'NO_SERVICE' | 'NOT_SUPPORTED' | 'UPSTREAM' | 'PLAYBACK';

export interface SpeechError {
  code: SpeechErrorCode;
  /** The service's own words, when it gave any. */
  message: string;
}

export interface LoadSpeechInput {
  messageId: string;
  /** The reply as written (markdown). */
  text: string;
  voice: TtsVoice;
}

export type PlaySpeechEvent = { type: 'audio.ended' } | { type: 'audio.failed'; message: string };

export type SpeechEvent =
  | { type: 'speech.toggle'; messageId: string; text: string; voice: TtsVoice }
  | { type: 'speech.stop' }
  | PlaySpeechEvent;

export interface SpeechContext {
  /** The reply being fetched, played, or that failed last. */
  messageId: string | null;
  request: LoadSpeechInput | null;
  clips: Blob[];
  error: SpeechError | null;
}

type Toggle = Extract<SpeechEvent, { type: 'speech.toggle' }>;

/**
 * Read-aloud for a whole panel: one reply at a time. Toggling the reply that is loading or
 * playing stops it; toggling another switches to that one.
 */
export const speechMachine = setup({
  types: {
    context: {} as SpeechContext,
    events: {} as SpeechEvent,
  },
  actors: {
    loadSpeech: fromPromise<Blob[], LoadSpeechInput>(async () => {
      throw new Error('speechMachine: actor "loadSpeech" was not provided');
    }),
    playSpeech: fromCallback<PlaySpeechEvent, { clips: Blob[] }>(() => {
      throw new Error('speechMachine: actor "playSpeech" was not provided');
    }),
  },
  guards: {
    isActiveMessage: ({ context, event }) => event.type === 'speech.toggle' && event.messageId === context.messageId,
  },
  actions: {
    assignRequest: assign(({ event }) => {
      const { messageId, text, voice } = event as Toggle;
      return { messageId, request: { messageId, text, voice }, clips: [], error: null };
    }),
    clear: assign({ messageId: null, request: null, clips: [], error: null }),
  },
}).createMachine({
  id: 'speech',
  context: { messageId: null, request: null, clips: [], error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'speech.toggle': { target: 'loading', actions: 'assignRequest' } },
    },
    loading: {
      invoke: {
        id: 'loadSpeech',
        src: 'loadSpeech',
        input: ({ context }) => context.request!,
        onDone: { target: 'playing', actions: assign({ clips: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toSpeechError(event.error) }),
        },
      },
      on: {
        'speech.toggle': [
          { guard: 'isActiveMessage', target: 'idle', actions: 'clear' },
          { target: 'loading', reenter: true, actions: 'assignRequest' },
        ],
        'speech.stop': { target: 'idle', actions: 'clear' },
      },
    },
    playing: {
      invoke: {
        id: 'playSpeech',
        src: 'playSpeech',
        input: ({ context }) => ({ clips: context.clips }),
        onError: { target: 'failed', actions: assign({ error: ({ event }) => ({ code: 'PLAYBACK' as const, message: messageOf(event.error) }) }) },
      },
      on: {
        'audio.ended': { target: 'idle', actions: 'clear' },
        'audio.failed': { target: 'failed', actions: assign({ error: ({ event }) => ({ code: 'PLAYBACK' as const, message: event.message }) }) },
        'speech.toggle': [
          { guard: 'isActiveMessage', target: 'idle', actions: 'clear' },
          { target: 'loading', actions: 'assignRequest' },
        ],
        'speech.stop': { target: 'idle', actions: 'clear' },
      },
    },
    failed: {
      on: {
        'speech.toggle': { target: 'loading', actions: 'assignRequest' },
        'speech.stop': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** Errors thrown by `loadSpeech` carry a `SpeechErrorCode` as `code`; anything else is UPSTREAM. */
export function toSpeechError(error: unknown): SpeechError {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const known: readonly string[] = ['EMPTY', 'AUTH', 'NETWORK', 'NO_SERVICE', 'NOT_SUPPORTED', 'UPSTREAM', 'PLAYBACK'];
  return { code: typeof code === 'string' && known.includes(code) ? (code as SpeechErrorCode) : 'UPSTREAM', message: messageOf(error) };
}
