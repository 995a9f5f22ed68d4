import { type SpeechInputProps, useSpeechInput } from '../../hooks/useSpeechInput';
import { SpeechInputView } from './SpeechInputView';

/** Browser speech recognition in the composer's toolbar; what is heard goes into the draft. */
export function SpeechInput(props: SpeechInputProps) {
  return <SpeechInputView {...useSpeechInput(props)} />;
}
