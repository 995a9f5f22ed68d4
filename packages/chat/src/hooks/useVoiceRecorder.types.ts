import type { VoiceRecorderError } from '../machines/voiceRecorderMachine.types';

export type VoiceRecorderStatus = 'idle' | 'requesting' | 'recording' | 'paused' | 'stopped' | 'sending' | 'failed' | 'done';

export interface VoiceRecorderViewProps {
  /** False when the model service cannot transcribe; the tool is not shown. */
  available: boolean;
  /** The recorder panel under the mic button is shown. */
  open: boolean;
  /** Where the recording is (idle, asking for the microphone, recording, paused, stopped, sending, failed, done); it picks the panel's text and buttons. */
  status: VoiceRecorderStatus;
  /** Microphone level, 0–1. */
  level: number;
  /** Length of the recording so far, shown as m:ss. */
  durationMs: number;
  /** Silence that stops the recording, for the hint. */
  silenceSeconds: number;
  /** A take is kept: once stopped (or after a failed send) it can be sent, played or re-recorded. */
  hasRecording: boolean;
  /** The kept take is playing: the Play button reads 'Stop playing'. */
  playing: boolean;
  /** What went wrong (microphone, transcription…), shown as an alert; null shows none. */
  error: VoiceRecorderError | null;
  /** The text could not be sent yet (a reply is streaming) and waits in the message box. */
  leftInDraft: boolean;
  /** A discard waiting for confirmation. */
  confirm: 'cancel' | 'rerecord' | null;
  /** Called by the mic button to show or hide the panel. */
  onToggle: () => void;
  /** Called by Start (or Retry after a failure with nothing kept). */
  onStart: () => void;
  /** Called by Pause while recording. */
  onPause: () => void;
  /** Called by Resume while paused. */
  onResume: () => void;
  /** Called by Stop: the take is kept for Send, Play or Re-record. */
  onStop: () => void;
  /** Called by Send: the take is transcribed and the text sent. */
  onSend: () => void;
  /** Called by Play / Stop playing on the kept take. */
  onPlay: () => void;
  /** Called by Re-record, to discard the take and record again (`useVoiceRecorder` asks to confirm first). */
  onRerecord: () => void;
  /** Called by Cancel, to close the recorder and drop any take (`useVoiceRecorder` asks to confirm when one would be lost). */
  onCancel: () => void;
  /** Called when the user confirms the discard in `confirm`. */
  onConfirm: () => void;
  /** Called when the user keeps the take instead of discarding it. */
  onDismissConfirm: () => void;
}
