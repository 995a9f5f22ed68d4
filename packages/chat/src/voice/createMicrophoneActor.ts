import { fromCallback } from 'xstate';
import type { MicrophoneCommand, MicrophoneEvent } from '../machines/voiceRecorderMachine.types';

export interface MicrophoneActorOptions {
  /** How often the level is measured. @default 50 */
  sampleMs?: number;
  /** @default navigator.mediaDevices */
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'>;
  /** @default globalThis.MediaRecorder */
  MediaRecorder?: typeof MediaRecorder;
  /** @default globalThis.AudioContext (or webkitAudioContext) */
  AudioContext?: typeof AudioContext;
}

// Formats Whisper accepts, best first; Safari only records mp4.
const MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

/** RMS of a block of samples on a −60…0 dBFS scale, as 0–1: a meter that moves like a VU meter. */
export function levelOf(samples: Float32Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  if (rms <= 0) return 0;
  return Math.min(1, Math.max(0, (20 * Math.log10(rms) + 60) / 60));
}

export function micErrorOf(error: unknown): Extract<MicrophoneEvent, { type: 'mic.error' }> {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const message = error instanceof Error || error instanceof DOMException ? error.message : String(error);
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return { type: 'mic.error', code: 'MIC_DENIED', message };
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return { type: 'mic.error', code: 'MIC_MISSING', message };
  return { type: 'mic.error', code: 'MIC_FAILED', message };
}

/**
 * The `openMicrophone` actor of `voiceRecorderMachine` in a browser: getUserMedia, a
 * MediaRecorder for the audio and an AnalyserNode for the level. Everything is released when
 * the machine leaves `capturing`.
 */
export function createMicrophoneActor(options: MicrophoneActorOptions = {}) {
  return fromCallback<MicrophoneCommand, void, MicrophoneEvent>(({ sendBack, receive }) => {
    const devices = options.mediaDevices ?? globalThis.navigator?.mediaDevices;
    const Recorder = options.MediaRecorder ?? globalThis.MediaRecorder;
    const Context =
      options.AudioContext ?? globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    let released = false;
    let stream: MediaStream | null = null;
    let recorder: MediaRecorder | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let paused = false;
    // Created now, inside the click that started recording, so autoplay rules let it run.
    const audio = Context ? new Context() : null;

    const release = () => {
      released = true;
      if (timer !== null) clearInterval(timer);
      if (recorder && recorder.state !== 'inactive') {
        recorder.ondataavailable = null;
        recorder.onstop = null;
        recorder.stop();
      }
      stream?.getTracks().forEach((track) => track.stop());
      void audio?.close().catch(() => undefined);
    };

    if (!devices?.getUserMedia || !Recorder) {
      queueMicrotask(() => sendBack({ type: 'mic.error', code: 'MIC_UNSUPPORTED' }));
      return release;
    }

    devices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } }).then(
      (granted) => {
        if (released) return granted.getTracks().forEach((track) => track.stop());
        stream = granted;
        const mimeType = MIME_TYPES.find((type) => Recorder.isTypeSupported?.(type));
        const chunks: Blob[] = [];
        const rec = new Recorder(granted, mimeType ? { mimeType } : undefined);
        recorder = rec;
        rec.ondataavailable = (event) => {
          if (event.data.size > 0) chunks.push(event.data);
        };
        rec.onstop = () => {
          if (!released) sendBack({ type: 'mic.data', audio: new Blob(chunks, { type: rec.mimeType || chunks[0]?.type || 'audio/webm' }) });
        };
        // A timeslice, so a long take is not held in one buffer that a crash would lose whole.
        rec.start(1000);
        if (audio) {
          void audio.resume().catch(() => undefined);
          const analyser = audio.createAnalyser();
          analyser.fftSize = 2048;
          audio.createMediaStreamSource(granted).connect(analyser);
          const samples = new Float32Array(analyser.fftSize);
          timer = setInterval(() => {
            if (paused) return;
            analyser.getFloatTimeDomainData(samples);
            sendBack({ type: 'mic.level', level: levelOf(samples) });
          }, options.sampleMs ?? 50);
        }
        sendBack({ type: 'mic.ready' });
      },
      (error: unknown) => {
        if (!released) sendBack(micErrorOf(error));
      },
    );

    receive((command) => {
      if (!recorder || recorder.state === 'inactive') return;
      if (command.type === 'mic.pause') {
        paused = true;
        recorder.pause();
      } else if (command.type === 'mic.resume') {
        paused = false;
        recorder.resume();
      } else {
        paused = true;
        recorder.stop();
      }
    });
    return release;
  });
}
