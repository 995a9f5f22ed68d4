/** Why there is no recording or no text; translated by the view (`voice.errors.<code>`). */
export type VoiceErrorCode =
  | 'MIC_DENIED'
  | 'MIC_MISSING'
  | 'MIC_UNSUPPORTED'
  | 'MIC_FAILED'
  | 'EMPTY_RECORDING'
  | 'NO_SPEECH'
  | 'TRANSCRIBE_FAILED';

export interface VoiceRecorderError {
  code: VoiceErrorCode;
  /** The upstream's or browser's own words, shown as details. */
  message?: string;
}

/** A finished recording, kept until it is sent, re-recorded or cancelled. */
export interface VoiceRecording {
  audio: Blob;
  /** What the transcription service is told; its extension names the format (`whisper.webm`). */
  fileName: string;
  durationMs: number;
}

export interface VoiceRecorderInput {
  /** Level (0–1 on a −60…0 dBFS scale, see `levelOf`) below which a moment is silence. @default 0.3 (−42 dBFS) */
  silenceThreshold?: number;
  /** How long silence after speech stops the recording. @default 2000 */
  silenceMs?: number;
  /** Send as soon as silence stops the recording (hands-free); a manual Stop always waits. @default true */
  sendOnSilence?: boolean;
}

export interface VoiceRecorderContext {
  silenceThreshold: number;
  silenceMs: number;
  sendOnSilence: boolean;
  /** The microphone's current level, 0–1. */
  level: number;
  /** Recorded time, pauses excluded. */
  durationMs: number;
  /** Something above the threshold was heard since recording started. */
  heardSpeech: boolean;
  recording: VoiceRecording | null;
  /** The last transcription, set in `done`. */
  text: string | null;
  error: VoiceRecorderError | null;
}

/** What the `openMicrophone` actor tells the machine. */
export type MicrophoneEvent =
  | { type: 'mic.ready' }
  | { type: 'mic.level'; level: number }
  | { type: 'mic.data'; audio: Blob }
  | { type: 'mic.error'; code: Extract<VoiceErrorCode, `MIC_${string}`>; message?: string };

/** What the machine tells the `openMicrophone` actor. */
export type MicrophoneCommand = { type: 'mic.pause' } | { type: 'mic.resume' } | { type: 'mic.stop' };

export type VoiceRecorderEvent =
  | { type: 'recording.start' }
  | { type: 'recording.pause' }
  | { type: 'recording.resume' }
  | { type: 'recording.stop' }
  | { type: 'recording.rerecord' }
  | { type: 'recording.cancel' }
  | { type: 'recording.send' }
  | { type: 'clock.tick'; ms: number }
  | MicrophoneEvent;

export interface TranscribeInput {
  audio: Blob;
  fileName: string;
}

/** Emitted once a recording became text. */
export interface VoiceTranscribedEvent {
  type: 'transcribed';
  text: string;
}
