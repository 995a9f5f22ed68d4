import MicIcon from 'lucide-react/icons/mic';
import { lazyModule, useT, useUnmountedRef } from '@atelier/core';
import { type ComponentType, useState } from 'react';
import type { VoiceRecorderProps } from '../../hooks/useVoiceRecorder';
import { chatNamespace } from '../../i18n/chatNamespace';
import { DialogFailed, DialogLoading } from '../common/LazyDialog';
import { SmallButton } from '../Markdown/Markdown.styles';

const recorder = lazyModule(() => import('./VoiceRecorder').then((m) => m.VoiceRecorder));

/**
 * The toolbar's voice button. The recorder (its machine, microphone and panel) is its own chunk,
 * fetched when the button is first reached or pressed; a press while it loads opens the panel as
 * soon as it is there, and the panel then takes focus as it always does.
 */
export function VoiceRecorderTool(props: VoiceRecorderProps) {
  const t = useT(chatNamespace);
  // Only a recorder loaded before this mounted is used at once: swapping the button under the
  // user's focus (after a preload on focus) would lose it.
  const [Recorder, setRecorder] = useState<{ view: ComponentType<VoiceRecorderProps>; open: boolean } | null>(() => {
    const loaded = recorder.peek();
    return loaded ? { view: loaded, open: false } : null;
  });
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const unmountedRef = useUnmountedRef();
  if (props.transcribe === null) return null;
  if (Recorder) return <Recorder.view {...props} {...(Recorder.open ? { initiallyOpen: true } : {})} />;
  const open = () => {
    setState('loading');
    recorder.load().then(
      (view) => !unmountedRef.current && setRecorder({ view, open: true }),
      () => !unmountedRef.current && setState('failed'),
    );
  };
  return (
    <>
      <SmallButton type="button" aria-expanded={false} data-part="voice-toggle" onPointerEnter={recorder.preload} onFocus={recorder.preload} onClick={open}>
        <MicIcon size={14} /> {t('voice.recorder.toggle')}
      </SmallButton>
      {state === 'loading' && <DialogLoading />}
      {state === 'failed' && <DialogFailed />}
    </>
  );
}
