import { createContext } from 'react';
import type { SpeechViewModel } from '../../hooks/useSpeech';

/**
 * Read-aloud state for the messages below; without a provider no Read aloud button shows. A
 * context rather than props so that only the buttons re-render, never the memoised messages.
 */
export const SpeechContext = createContext<SpeechViewModel | null>(null);
