import PaperclipIcon from 'lucide-react/icons/paperclip';
import { useT } from '@atelier/core';
import { useRef } from 'react';
import type { AttachViewModel } from '../../hooks/useAttachments';
import { chatNamespace } from '../../i18n/chatNamespace';
import { SmallButton } from '../Markdown/Markdown.styles';

/** The toolbar's attach button: opens the file picker (images and audio, or any file for models that read links). */
export function AttachButton({ accept, onAdd }: Pick<AttachViewModel, 'accept' | 'onAdd'>) {
  const t = useT(chatNamespace);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <SmallButton type="button" data-part="attach-button" title={accept === '' ? t('attach.hintAny') : t('attach.hint')} onClick={() => inputRef.current?.click()}>
        <PaperclipIcon size={14} />{' '}
        {t('attach.button')}
      </SmallButton>
      <input
        ref={inputRef}
        type="file"
        multiple
        hidden
        aria-label={t('attach.button')}
        {...(accept ? { accept } : {})}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          // Cleared so picking the same file again still fires (and is refused as a duplicate).
          e.target.value = '';
          if (files.length > 0) onAdd(files);
        }}
      />
    </>
  );
}
