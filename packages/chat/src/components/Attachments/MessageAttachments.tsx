import FileTextIcon from 'lucide-react/icons/file-text';
import MusicIcon from 'lucide-react/icons/music';
import { Modal, useT } from '@atelier/core';
import { useState } from 'react';
import { chatNamespace } from '../../i18n/chatNamespace';
import type { ChatAttachment } from '../../model/types';
import { Chip, ChipText, FullImage, SentList, ThumbButton } from './Attachments.styles';
import { formatSize } from './formatSize';

/** Thumbnails and file chips under a user message; an image opens full size in a dialog. */
export function MessageAttachments({ attachments }: { attachments: readonly ChatAttachment[] }) {
  const t = useT(chatNamespace);
  const [open, setOpen] = useState<ChatAttachment | null>(null);
  const source = (a: ChatAttachment) => a.dataUrl ?? a.url;
  return (
    <>
      <SentList aria-label={t('attach.sent')} data-part="message-attachments">
        {attachments.map((a, i) => {
          const src = a.kind === 'image' ? source(a) : undefined;
          return src ? (
            <li key={i}>
              <ThumbButton type="button" aria-label={t('attach.open', { name: a.name })} onClick={() => setOpen(a)}>
                <img src={src} alt={a.name} loading="lazy" />
              </ThumbButton>
            </li>
          ) : (
            <Chip key={i} as="li">
              {a.kind === 'audio' ? <MusicIcon size={16} /> : <FileTextIcon size={16} />}
              <ChipText>
                {a.url ? (
                  <a href={a.url} target="_blank" rel="noreferrer noopener" title={a.name}>
                    <span>{a.name}</span>
                  </a>
                ) : (
                  <span title={a.name}>{a.name}</span>
                )}
                <small>{formatSize(a.size)}</small>
              </ChipText>
            </Chip>
          );
        })}
      </SentList>
      <Modal open={open !== null} onOpenChange={({ open: next }) => !next && setOpen(null)} title={open?.name ?? ''}>
        {open && <FullImage src={source(open)} alt={open.name} />}
      </Modal>
    </>
  );
}
