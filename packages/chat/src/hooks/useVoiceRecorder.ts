import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type AnyActorLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { useComposerDraft } from './useComposerDraft';
import type { VoiceRecorderStatus, VoiceRecorderViewProps } from './useVoiceRecorder.types';
import { DEFAULT_SILENCE_MS, voiceRecorderMachine } from '../machines/voiceRecorderMachine';
import type { VoiceRecorderInput } from '../machines/voiceRecorderMachine.types';
import { createMicrophoneActor } from '../voice/createMicrophoneActor';
import { useRecordingPlayback } from './useRecordingPlayback';

export type TranscribeFn = (audio: Blob, options: { fileName: string; signal?: AbortSignal }) => Promise<string>;

export interface VoiceRecorderProps extends VoiceRecorderInput {
  /** Speech to text (the adapter's `transcribe`); null when the service cannot, which hides the tool. */
  transcribe: TranscribeFn | null;
  /** The `openMicrophone` actor; @default the browser's microphone (`createMicrophoneActor()`) */
  microphone?: AnyActorLogic;
  /** Show the recorder panel from the start (the toolbar's button was pressed while its code loaded). @default false */
  initiallyOpen?: boolean;
}

type Snapshot = SnapshotFrom<typeof voiceRecorderMachine>;

function statusOf(s: Snapshot): VoiceRecorderStatus {
  if (s.matches({ capturing: 'requesting' })) return 'requesting';
  if (s.matches({ capturing: 'paused' })) return 'paused';
  if (s.matches('capturing')) return 'recording';
  if (s.matches('stopped')) return 'stopped';
  if (s.matches('sending')) return 'sending';
  if (s.matches('failed')) return 'failed';
  if (s.matches('done')) return 'done';
  return 'idle';
}

const select = (s: Snapshot) => ({
  status: statusOf(s),
  level: s.context.level,
  durationMs: s.context.recording?.durationMs ?? s.context.durationMs,
  audio: s.context.recording?.audio ?? null,
  error: s.context.error,
});
const sameView = (a: ReturnType<typeof select>, b: ReturnType<typeof select>) =>
  a.status === b.status && a.level === b.level && a.durationMs === b.durationMs && a.audio === b.audio && a.error === b.error;

/**
 * The voice recording tool: a mic button and its recorder panel. The transcribed text is added
 * to the draft and sent; when it cannot be sent yet (a reply is streaming) it stays in the draft.
 */
export function useVoiceRecorder(props: VoiceRecorderProps): VoiceRecorderViewProps {
  const draft = useComposerDraft();
  const { microphone, transcribe } = props;
  // A new logic keeps the running actor: @xstate/react swaps in the new implementations.
  const logic = useMemo(
    () =>
      voiceRecorderMachine.provide({
        actors: {
          openMicrophone: microphone ?? createMicrophoneActor(),
          transcribe: fromPromise<string, { audio: Blob; fileName: string }>(({ input, signal }) =>
            transcribe ? transcribe(input.audio, { fileName: input.fileName, signal }) : Promise.reject(new Error('No transcription service')),
          ),
        },
      }),
    [microphone, transcribe],
  );
  const input: VoiceRecorderInput = {
    ...(props.silenceThreshold !== undefined ? { silenceThreshold: props.silenceThreshold } : {}),
    ...(props.silenceMs !== undefined ? { silenceMs: props.silenceMs } : {}),
    ...(props.sendOnSilence !== undefined ? { sendOnSilence: props.sendOnSilence } : {}),
  };
  const actorRef = useActorRef(logic, { input });
  const view = useSelector(actorRef, select, sameView);
  const [open, setOpen] = useState(props.initiallyOpen === true);
  const [confirm, setConfirm] = useState<'cancel' | 'rerecord' | null>(null);
  const [leftInDraft, setLeftInDraft] = useState(false);
  const playback = useRecordingPlayback(view.audio);

  useEffect(() => {
    const subscription = actorRef.on('transcribed', ({ text }) => {
      draft.append(text);
      const sent = draft.submit();
      setLeftInDraft(!sent);
      if (sent) setOpen(false);
      draft.focus();
    });
    return () => subscription.unsubscribe();
  }, [actorRef, draft]);

  const send = actorRef.send;
  const discards = view.status === 'recording' || view.status === 'paused' || view.audio !== null;
  const ask = (action: 'cancel' | 'rerecord') => {
    if (!discards) return action === 'cancel' ? close() : send({ type: 'recording.rerecord' });
    setConfirm(action);
  };
  const close = useCallback(() => {
    send({ type: 'recording.cancel' });
    setConfirm(null);
    setOpen(false);
  }, [send]);

  const silenceSeconds = (props.silenceMs ?? DEFAULT_SILENCE_MS) / 1000;
  return {
    available: props.transcribe !== null,
    open,
    status: view.status,
    level: view.level,
    durationMs: view.durationMs,
    silenceSeconds,
    hasRecording: view.audio !== null,
    playing: playback.playing,
    error: view.error,
    leftInDraft: leftInDraft && view.status === 'done',
    confirm,
    onToggle: () => {
      if (!open) {
        setLeftInDraft(false);
        if (view.status === 'done' || view.status === 'failed') send({ type: 'recording.cancel' });
        return setOpen(true);
      }
      if (discards) return setConfirm('cancel');
      close();
    },
    onStart: () => (setLeftInDraft(false), send({ type: 'recording.start' })),
    onPause: () => send({ type: 'recording.pause' }),
    onResume: () => send({ type: 'recording.resume' }),
    onStop: () => send({ type: 'recording.stop' }),
    onSend: () => (playback.stop(), send({ type: 'recording.send' })),
    onPlay: playback.toggle,
    onRerecord: () => ask('rerecord'),
    onCancel: () => ask('cancel'),
    onConfirm: () => {
      if (confirm === 'rerecord') {
        playback.stop();
        send({ type: 'recording.rerecord' });
        setConfirm(null);
      } else close();
    },
    onDismissConfirm: () => setConfirm(null),
  };
}
