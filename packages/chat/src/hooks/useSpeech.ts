import { useLatest } from '@atelier/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createLoadSpeechActor, createPlaySpeechActor, type CreateSpeechAudio } from '../actors/createSpeechActors';
import type { ChatModelAdapter, TtsVoice } from '../api/types';
import { type SpeechError, speechMachine } from '../machines/speechMachine';
import { useChatServices } from '../services/useChatServices';
import { createSpeechCache, type SpeechCache } from '../tts/createSpeechCache';

export type SpeechStatus = 'idle' | 'loading' | 'playing' | 'failed';

/** Read-aloud for a panel's replies; `ReadAloudButton`s read it from `SpeechContext`. */
export interface SpeechViewModel {
  /** The service can speak (the adapter has `speak`). */
  available: boolean;
  /** The reply being loaded, played, or that failed last; null when idle. */
  activeId: string | null;
  status: SpeechStatus;
  error: SpeechError | null;
  /** Reads the reply aloud, or stops it when it is the one loading or playing. */
  onToggle: (messageId: string, text: string) => void;
  onStop: () => void;
}

export interface SpeechOptions {
  adapter: ChatModelAdapter;
  /** Read at each toggle, so a changed setting applies to the next reply read. */
  voice: TtsVoice;
  /** @default an IndexedDB cache "atelier-chat-tts", after the provider's `storage.prefix` */
  cache?: SpeechCache;
  /** @default an HTMLAudioElement per clip */
  createAudio?: CreateSpeechAudio;
}

export function useSpeech({ adapter, voice, cache: cacheOverride, createAudio }: SpeechOptions): SpeechViewModel {
  const { prefix } = useChatServices().config.storage;
  const [ownCache] = useState(() => (cacheOverride ? null : createSpeechCache({ name: `${prefix}atelier-chat-tts` })));
  useEffect(() => () => ownCache?.close(), [ownCache]);
  const cache = cacheOverride ?? ownCache!;
  const voiceRef = useLatest(voice);
  const logic = useMemo(
    () => speechMachine.provide({ actors: { loadSpeech: createLoadSpeechActor({ adapter, cache }), playSpeech: createPlaySpeechActor(createAudio) } }),
    [adapter, cache, createAudio],
  );
  const actorRef = useActorRef(logic);
  const status = useSelector(actorRef, (s) => s.value);
  const activeId = useSelector(actorRef, (s) => s.context.messageId);
  const error = useSelector(actorRef, (s) => s.context.error);
  const onToggle = useCallback((messageId: string, text: string) => actorRef.send({ type: 'speech.toggle', messageId, text, voice: voiceRef.current }), [actorRef, voiceRef]);
  const onStop = useCallback(() => actorRef.send({ type: 'speech.stop' }), [actorRef]);
  const available = typeof adapter.speak === 'function';
  return useMemo(() => ({ available, activeId, status, error, onToggle, onStop }), [available, activeId, status, error, onToggle, onStop]);
}
