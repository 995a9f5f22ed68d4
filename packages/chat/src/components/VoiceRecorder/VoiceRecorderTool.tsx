import MicIcon from 'lucide-react/icons/mic';
import { useT, useUnmountedRef } from '@atelier/core';
import { type ComponentType, useState } from 'react';
import type { VoiceRecorderProps } from '../../hooks/useVoiceRecorder';
import { chatNamespace } from '../../i18n/chatNamespace';
import { DialogFailed, DialogLoading } from '../common/LazyDialog';
import { SmallButton } from '../Markdown/Markdown.styles';

let loaded: ComponentType<VoiceRecorderProps> | null = null;
let pending: Promise<ComponentType<VoiceRecorderProps>> | null = null;
const fetchRecorder = () =>
  (pending ??= import('./VoiceRecorder').then(
    (m) => (loaded = m.VoiceRecorder),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  ));
const preload = () => void fetchRecorder().catch(() => undefined);

/**
 * The toolbar's voice button. The recorder (its machine, microphone and panel) is its own chunk,
 * fetched when the button is first reached or pressed; a press while it loads opens the panel as
 * soon as it is there, and the panel then takes focus as it always does.
 */
export function VoiceRecorderTool(props: VoiceRecorderProps) {
  const t = useT(chatNamespace);
  // Only a recorder loaded before this mounted is used at once: swapping the button under the
  // user's focus (after a preload on focus) would lose it.
  const [Recorder, setRecorder] = useState<{ view: ComponentType<VoiceRecorderProps>; open: boolean } | null>(() => (loaded ? { view: loaded, open: false } : null));
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const unmountedRef = useUnmountedRef();
  if (props.transcribe === null) return null;
  if (Recorder) return <Recorder.view {...props} {...(Recorder.open ? { initiallyOpen: true } : {})} />;
  const open = () => {
    setState('loading');
    fetchRecorder().then(
      (view) => !unmountedRef.current && setRecorder({ view, open: true }),
      () => !unmountedRef.current && setState('failed'),
    );
  };
  return (
    <>
      <SmallButton type="button" aria-expanded={false} data-part="voice-toggle" onPointerEnter={preload} onFocus={preload} onClick={open}>
        <MicIcon size={14} /> {t('voice.recorder.toggle')}
      </SmallButton>
      {state === 'loading' && <DialogLoading />}
      {state === 'failed' && <DialogFailed />}
    </>
  );
}
