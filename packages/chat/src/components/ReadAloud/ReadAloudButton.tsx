import { useT } from '@atelier/core';
import { useContext } from 'react';
import { chatNamespace } from '../../i18n/chatNamespace';
import { SmallButton } from '../Markdown/Markdown.styles';
import { ReadAloudError } from './ReadAloud.styles';
import { SpeechContext } from './SpeechContext';

export interface ReadAloudButtonProps {
  /** The reply's id: the button shows loading/stop only for the reply being read, and its audio is cached under it. */
  messageId: string;
  /** The reply as written; markup is stripped before it is read. */
  text: string;
}

/** "Read aloud" for one reply: Loading… while the audio is fetched, then Stop reading. */
export function ReadAloudButton({ messageId, text }: ReadAloudButtonProps) {
  const t = useT(chatNamespace);
  const speech = useContext(SpeechContext);
  if (!speech?.available) return null;
  const status = speech.activeId === messageId ? speech.status : 'idle';
  const error = status === 'failed' ? speech.error : null;
  return (
    <>
      <SmallButton
        type="button"
        data-part="read-aloud"
        data-state={status}
        aria-busy={status === 'loading'}
        title={status === 'loading' ? t('tts.cancelHint') : undefined}
        onClick={() => speech.onToggle(messageId, text)}
      >
        {status === 'loading' ? t('tts.loading') : status === 'playing' ? t('tts.stop') : t('tts.readAloud')}
      </SmallButton>
      {error && (
        <ReadAloudError role="alert">
          {t(`tts.errors.${error.code}`)}
          {error.message && (error.code === 'UPSTREAM' || error.code === 'PLAYBACK') ? ` ${t('tts.details', { message: error.message })}` : ''}
        </ReadAloudError>
      )}
    </>
  );
}
