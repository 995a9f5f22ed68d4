import { useCallback, useEffect, useRef, useState } from 'react';
import { appendText } from '../model/composerDraft';
import { useComposerDraft } from './useComposerDraft';
import type { SpeechInputViewProps } from './useSpeechInput.types';
import {
  findSpeechRecognition,
  type SpeechErrorCode,
  type SpeechRecognitionConstructor,
  type SpeechRecognitionLike,
  speechErrorOf,
  transcriptOf,
} from '../voice/speechRecognition';

export interface SpeechInputProps {
  /** The recognition constructor; null means the browser has none. @default SpeechRecognition or webkitSpeechRecognition */
  recognition?: SpeechRecognitionConstructor | null;
  /** BCP-47 language to recognise. @default the widget's interface language */
  lang?: string;
  /** Recognition stops after this long without a new result. @default 2000 */
  silenceMs?: number;
}

/**
 * Browser speech recognition ("instant recognition", reference §2.4): what is heard goes into the
 * draft live, after what the user typed, each new result replacing the previous guess.
 */
export function useSpeechInput(props: SpeechInputProps): SpeechInputViewProps {
  const draft = useComposerDraft();
  const Recognition = props.recognition === undefined ? findSpeechRecognition() : props.recognition;
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<SpeechErrorCode | null>(null);
  const active = useRef<SpeechRecognitionLike | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // What this session wrote at the end of the draft, so the next guess can replace it.
  const inserted = useRef('');
  const silenceMs = props.silenceMs ?? 2000;

  const disarm = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  const arm = (recognition: SpeechRecognitionLike) => {
    disarm();
    timer.current = setTimeout(() => recognition.stop(), silenceMs);
  };

  const write = (text: string) => {
    const current = draft.get();
    const mine = inserted.current;
    const prefix = mine !== '' && current.endsWith(mine) ? current.slice(0, current.length - mine.length) : current;
    const next = text === '' ? prefix : appendText(prefix, text);
    inserted.current = next.slice(prefix.length);
    draft.set(next);
  };

  const start = () => {
    if (!Recognition) return setError('NOT_SUPPORTED');
    const recognition = new Recognition();
    recognition.lang = props.lang ?? draft.textarea()?.closest('[lang]')?.getAttribute('lang') ?? globalThis.navigator?.language ?? 'en-US';
    recognition.continuous = true;
    recognition.interimResults = true;
    inserted.current = '';
    recognition.onresult = (event) => {
      write(transcriptOf(event));
      arm(recognition);
    };
    recognition.onerror = (event) => {
      const code = speechErrorOf(event.error);
      if (code) setError(code);
    };
    recognition.onend = () => {
      disarm();
      if (active.current === recognition) active.current = null;
      setListening(false);
    };
    try {
      recognition.start();
    } catch {
      return setError('FAILED');
    }
    active.current = recognition;
    arm(recognition);
    setError(null);
    setListening(true);
  };

  const stop = useCallback(() => active.current?.stop(), []);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
      active.current?.abort();
    },
    [],
  );

  return {
    supported: Recognition !== null,
    listening,
    error,
    onToggle: () => (listening ? stop() : start()),
    onDismissError: () => setError(null),
  };
}
