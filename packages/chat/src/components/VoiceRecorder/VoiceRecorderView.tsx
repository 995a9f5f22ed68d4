import MicIcon from 'lucide-react/icons/mic';
import { useT } from '@atelier/core';
import { useEffect, useId, useRef } from 'react';
import { chatNamespace } from '../../i18n/chatNamespace';
import { Alert, Button } from '../common/common.styles';
import { InlineConfirm } from '../common/InlineConfirm';
import { SmallButton } from '../Markdown/Markdown.styles';
import {
  VoiceActions,
  VoiceDuration,
  VoiceMeter,
  VoiceMeterFill,
  VoicePanel,
  VoiceStatusRow,
  VoiceTool,
} from './VoiceRecorder.styles';
import type { VoiceRecorderViewProps } from '../../hooks/useVoiceRecorder.types';

export function formatDuration(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The mic button of the composer's toolbar and its compact recorder panel. */
export function VoiceRecorderView(props: VoiceRecorderViewProps) {
  const t = useT(chatNamespace);
  const panelId = useId();
  const firstAction = useRef<HTMLButtonElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { status } = props;
  // Follow the buttons as they change, but never pull focus out of the message box.
  useEffect(() => {
    const active = document.activeElement;
    const ours = active === null || active === document.body || active === toggle.current || panel.current?.contains(active);
    if (props.open && ours) firstAction.current?.focus();
  }, [props.open, status, props.confirm]);
  if (!props.available) return null;

  const capturing = status === 'recording' || status === 'paused';
  const canReview = props.hasRecording && (status === 'stopped' || status === 'failed');
  const percent = Math.round(props.level * 100);
  const statusText =
    status === 'done' && props.leftInDraft
      ? t('voice.recorder.status.leftInDraft')
      : status === 'stopped'
        ? t('voice.recorder.status.stopped', { duration: formatDuration(props.durationMs) })
        : status === 'failed'
          ? ''
          : t(`voice.recorder.status.${status}`, { seconds: props.silenceSeconds });

  return (
    <VoiceTool>
      <SmallButton ref={toggle} type="button" aria-expanded={props.open} aria-controls={panelId} onClick={props.onToggle} data-part="voice-toggle">
        <MicIcon size={14} /> {t('voice.recorder.toggle')}
      </SmallButton>
      {props.open && (
        <VoicePanel ref={panel} id={panelId} role="group" aria-label={t('voice.recorder.panel')} data-part="voice-recorder" data-state={status}>
          <VoiceStatusRow>
            <span role="status">{statusText}</span>
            {(capturing || status === 'requesting') && (
              <VoiceMeter role="meter" aria-label={t('voice.recorder.level')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
                <VoiceMeterFill style={{ width: `${percent}%` }} />
              </VoiceMeter>
            )}
            {(capturing || props.hasRecording) && (
              <VoiceDuration aria-label={t('voice.recorder.duration')} role="timer">
                {formatDuration(props.durationMs)}
              </VoiceDuration>
            )}
          </VoiceStatusRow>
          {props.error && (
            <Alert role="alert" data-part="voice-error">
              <span>{t(`voice.errors.${props.error.code}`)}</span>
              {props.error.message && props.error.code === 'TRANSCRIBE_FAILED' && (
                <small>{t('voice.errors.details', { message: props.error.message })}</small>
              )}
            </Alert>
          )}
          {props.confirm ? (
            <InlineConfirm
              message={props.confirm === 'cancel' ? t('voice.recorder.confirmCancel') : t('voice.recorder.confirmRerecord')}
              confirmLabel={t('voice.recorder.discard')}
              cancelLabel={t('voice.recorder.keep')}
              onConfirm={props.onConfirm}
              onCancel={props.onDismissConfirm}
            />
          ) : (
            <VoiceActions>
              {(status === 'idle' || status === 'done' || (status === 'failed' && !props.hasRecording)) && (
                <Button ref={firstAction} type="button" $variant="primary" onClick={props.onStart}>
                  {status === 'failed' ? t('voice.recorder.retry') : t('voice.recorder.start')}
                </Button>
              )}
              {status === 'recording' && (
                <Button ref={firstAction} type="button" onClick={props.onPause}>
                  {t('voice.recorder.pause')}
                </Button>
              )}
              {status === 'paused' && (
                <Button ref={firstAction} type="button" onClick={props.onResume}>
                  {t('voice.recorder.resume')}
                </Button>
              )}
              {capturing && (
                <Button type="button" onClick={props.onStop}>
                  {t('voice.recorder.stop')}
                </Button>
              )}
              {canReview && (
                <>
                  <Button ref={firstAction} type="button" $variant="primary" onClick={props.onSend}>
                    {t('voice.recorder.send')}
                  </Button>
                  <Button type="button" aria-pressed={props.playing} onClick={props.onPlay}>
                    {props.playing ? t('voice.recorder.stopPlaying') : t('voice.recorder.play')}
                  </Button>
                </>
              )}
              {(capturing || canReview) && (
                <Button type="button" onClick={props.onRerecord}>
                  {t('voice.recorder.rerecord')}
                </Button>
              )}
              <Button ref={status === 'requesting' || status === 'sending' ? firstAction : undefined} type="button" $variant="ghost" onClick={props.onCancel}>
                {t('voice.recorder.cancel')}
              </Button>
            </VoiceActions>
          )}
        </VoicePanel>
      )}
    </VoiceTool>
  );
}
