/** The part of the Web Speech API's `SpeechRecognition` the speech tool uses (not in TS's DOM lib). */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: SpeechResultEventLike) => void) | null;
  onerror: ((event: { error: string; message?: string }) => void) | null;
  onend: (() => void) | null;
}

export interface SpeechResultEventLike {
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's recognition (Chrome and Safari still prefix it), or null where there is none. */
export function findSpeechRecognition(): SpeechRecognitionConstructor | null {
  const scope = globalThis as { SpeechRecognition?: SpeechRecognitionConstructor; webkitSpeechRecognition?: SpeechRecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** Everything heard so far, final and interim: a continuous session keeps all its results. */
export function transcriptOf(event: SpeechResultEventLike): string {
  let text = '';
  for (let i = 0; i < event.results.length; i += 1) text += event.results[i]?.[0]?.transcript ?? '';
  return text.trim();
}

export type SpeechErrorCode = 'NOT_SUPPORTED' | 'DENIED' | 'NO_MIC' | 'NETWORK' | 'NO_SPEECH' | 'LANGUAGE' | 'FAILED';

/** Maps `SpeechRecognitionErrorEvent.error`; null for a stop the user asked for. */
export function speechErrorOf(error: string): SpeechErrorCode | null {
  switch (error) {
    case 'aborted':
      return null;
    case 'not-allowed':
    case 'service-not-allowed':
      return 'DENIED';
    case 'audio-capture':
      return 'NO_MIC';
    case 'network':
      return 'NETWORK';
    case 'no-speech':
      return 'NO_SPEECH';
    case 'language-not-supported':
      return 'LANGUAGE';
    default:
      return 'FAILED';
  }
}
