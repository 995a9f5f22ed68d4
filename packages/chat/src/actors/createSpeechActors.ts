import { fromCallback, fromPromise } from 'xstate';
import { toChatErrorCode } from '../api/chatErrorCode';
import type { ChatModelAdapter } from '../api/types';
import type { LoadSpeechInput, PlaySpeechEvent, SpeechErrorCode } from '../machines/speechMachine';
import { type SpeechCache, speechCacheKey } from '../tts/createSpeechCache';
import { splitSpeechText, toSpeechText } from '../tts/toSpeechText';

/** The part of an HTMLAudioElement that read-aloud uses. */
export interface SpeechAudio {
  play(): Promise<void>;
  pause(): void;
  addEventListener(type: 'ended' | 'error', listener: () => void): void;
  removeEventListener(type: 'ended' | 'error', listener: () => void): void;
}

/** Makes a player for one clip; `release` frees what it holds (the object URL). */
export type CreateSpeechAudio = (clip: Blob) => { audio: SpeechAudio; release: () => void };

/** The default player: an HTMLAudioElement on an object URL of the clip. */
export const createAudioElement: CreateSpeechAudio = (clip) => {
  const url = URL.createObjectURL(clip);
  const audio = new Audio(url);
  return {
    audio,
    release: () => {
      audio.removeAttribute('src');
      URL.revokeObjectURL(url);
    },
  };
};

// DOMExceptions are not Errors in every realm; read the message wherever it is.
const messageOf = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string' ? (error as { message: string }).message : '';

class SpeechFailure extends Error {
  constructor(
    readonly code: SpeechErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SpeechFailure';
  }
}

function toSpeechCode(error: unknown): SpeechErrorCode {
  const code = toChatErrorCode(error);
  if (code === 'AUTH_REQUIRED' || code === 'INVALID_API_KEY') return 'AUTH';
  if (code === 'NETWORK_ERROR' || code === 'TIMEOUT') return 'NETWORK';
  if (code === 'NO_UPSTREAM') return 'NO_SERVICE';
  if (code === 'MODEL_NOT_SUPPORTED') return 'NOT_SUPPORTED';
  return 'UPSTREAM';
}

/** `loadSpeech`: the cached clips of this reply and voice, or else fetched part by part and cached. */
export function createLoadSpeechActor({ adapter, cache }: { adapter: ChatModelAdapter; cache: SpeechCache }) {
  return fromPromise<Blob[], LoadSpeechInput>(async ({ input, signal }) => {
    const parts = splitSpeechText(toSpeechText(input.text));
    if (parts.length === 0) throw new SpeechFailure('EMPTY', '');
    if (!adapter.speak) throw new SpeechFailure('NOT_SUPPORTED', '');
    const key = speechCacheKey(input.messageId, input.voice);
    const cached = await cache.get(key);
    if (cached) return cached;
    signal.throwIfAborted();
    const clips: Blob[] = [];
    for (const part of parts) {
      try {
        clips.push(await adapter.speak({ input: part, voice: input.voice }, { signal }));
      } catch (error) {
        throw new SpeechFailure(toSpeechCode(error), messageOf(error));
      }
    }
    if (!signal.aborted) await cache.put(key, clips);
    return clips;
  });
}

/** `playSpeech`: plays the clips one after another; leaving the state pauses and frees them. */
export function createPlaySpeechActor(createAudio: CreateSpeechAudio = createAudioElement) {
  return fromCallback<PlaySpeechEvent, { clips: Blob[] }>(({ input, sendBack }) => {
    let stopped = false;
    let current: ReturnType<CreateSpeechAudio> | null = null;
    const onEnded = () => playAt(index + 1);
    const onError = () => fail('The audio could not be decoded');
    let index = 0;

    function release() {
      if (!current) return;
      current.audio.removeEventListener('ended', onEnded);
      current.audio.removeEventListener('error', onError);
      current.audio.pause();
      current.release();
      current = null;
    }
    function fail(message: string) {
      if (stopped) return;
      release();
      sendBack({ type: 'audio.failed', message });
    }
    function playAt(next: number) {
      release();
      if (stopped) return;
      const clip = input.clips[next];
      if (!clip) return sendBack({ type: 'audio.ended' });
      index = next;
      current = createAudio(clip);
      current.audio.addEventListener('ended', onEnded);
      current.audio.addEventListener('error', onError);
      // Refused autoplay (NotAllowedError) or an unplayable type lands here.
      current.audio.play().catch((error: unknown) => fail(messageOf(error) || 'Playback failed'));
    }

    playAt(0);
    return () => {
      stopped = true;
      release();
    };
  });
}
