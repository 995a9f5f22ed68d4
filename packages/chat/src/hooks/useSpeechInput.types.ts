import type { SpeechErrorCode } from '../voice/speechRecognition';

export interface SpeechInputViewProps {
  /** The browser has speech recognition; without it the button explains 'Browser not supported!'. */
  supported: boolean;
  /** Recognition is running: the button shows as pressed. */
  listening: boolean;
  /** Why recognition last failed, shown as an alert; null shows none. */
  error: SpeechErrorCode | null;
  /** Called by the button to start or stop listening. */
  onToggle: () => void;
  /** Called by the error's Dismiss button. */
  onDismissError: () => void;
}
