import SpeechIcon from 'lucide-react/icons/speech';
import { useT } from '@atelier/core';
import { useId } from 'react';
import { chatNamespace } from '../../i18n/chatNamespace';
import { Alert, Button } from '../common/common.styles';
import { SmallButton } from '../Markdown/Markdown.styles';
import { SpeechNotice } from './SpeechInput.styles';
import type { SpeechInputViewProps } from '../../hooks/useSpeechInput.types';

/** The toolbar button for browser speech recognition, with what it is doing and what went wrong. */
export function SpeechInputView(props: SpeechInputViewProps) {
  const t = useT(chatNamespace);
  const hintId = useId();
  return (
    <>
      <SmallButton
        type="button"
        aria-pressed={props.supported ? props.listening : undefined}
        aria-disabled={props.supported ? undefined : true}
        aria-describedby={props.supported ? undefined : hintId}
        title={props.supported ? t('voice.speech.hint') : t('voice.speech.NOT_SUPPORTED')}
        onClick={props.onToggle}
        data-part="speech-toggle"
      >
        <SpeechIcon size={14} /> {props.listening ? t('voice.speech.stop') : t('voice.speech.start')}
      </SmallButton>
      {!props.supported && (
        <span id={hintId} hidden>
          {t('voice.speech.NOT_SUPPORTED')}
        </span>
      )}
      {props.listening && (
        <SpeechNotice role="status" data-part="speech-status">
          {t('voice.speech.listening')}
        </SpeechNotice>
      )}
      {props.error && (
        <SpeechNotice>
          <Alert role="alert" data-part="speech-error">
            <span>{t(`voice.speech.${props.error}`)}</span>
            <Button type="button" $variant="ghost" onClick={props.onDismissError}>
              {t('voice.speech.dismiss')}
            </Button>
          </Alert>
        </SpeechNotice>
      )}
    </>
  );
}
