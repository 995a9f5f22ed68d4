import { useVoiceRecorder, type VoiceRecorderProps } from '../../hooks/useVoiceRecorder';
import { VoiceRecorderView } from './VoiceRecorderView';

/** Voice recording in the composer's toolbar; the transcribed text is sent as the message. */
export function VoiceRecorder(props: VoiceRecorderProps) {
  return <VoiceRecorderView {...useVoiceRecorder(props)} />;
}
