import FileTextIcon from 'lucide-react/icons/file-text';
import ImageIcon from 'lucide-react/icons/image';
import MusicIcon from 'lucide-react/icons/music';
import XIcon from 'lucide-react/icons/x';
import { IconButton, useT } from '@atelier/core';
import type { AttachViewModel, PendingAttachmentView } from '../../hooks/useAttachments';
import { chatNamespace } from '../../i18n/chatNamespace';
import { Alert, Button } from '../common/common.styles';
import { Chip, ChipText, PendingList, Refusal, Thumb } from './Attachments.styles';
import { formatSize } from './formatSize';

function ItemStatus({ item }: { item: PendingAttachmentView }) {
  const t = useT(chatNamespace);
  if (item.failure) return <small role="alert">{t(`attach.failure.${item.failure.code}`, { message: item.failure.message })}</small>;
  if (item.status === 'preparing') return <small role="status">{t(`attach.preparing.${item.kind}`)}</small>;
  return <small>{item.kind === 'audio' ? t('attach.transcribed') : formatSize(item.size)}</small>;
}

/** The files waiting to go with the next message, each with a remove button, and the last refusal. */
export function PendingAttachments({ items, refusal, onRemove, onDismissRefusal }: Pick<AttachViewModel, 'items' | 'refusal' | 'onRemove' | 'onDismissRefusal'>) {
  const t = useT(chatNamespace);
  return (
    <>
      {refusal && (
        <Refusal>
          <Alert role="alert" data-part="attach-refusal">
            <span>{t(`attach.refusal.${refusal.code}`, { name: refusal.name, max: 'maxBytes' in refusal ? formatSize(refusal.maxBytes) : '' })}</span>
            <Button type="button" $variant="ghost" onClick={onDismissRefusal}>
              {t('attach.dismiss')}
            </Button>
          </Alert>
        </Refusal>
      )}
      {items.length > 0 && (
        <PendingList aria-label={t('attach.pending')} data-part="pending-attachments">
          {items.map((item) => (
            <Chip key={item.id} $failed={item.status === 'failed'} data-state={item.status}>
              {item.previewUrl ? <Thumb src={item.previewUrl} alt={item.name} /> : item.kind === 'audio' ? <MusicIcon size={16} /> : item.kind === 'image' ? <ImageIcon size={16} /> : <FileTextIcon size={16} />}
              <ChipText>
                <span title={item.name}>{item.name}</span>
                <ItemStatus item={item} />
              </ChipText>
              <IconButton size="sm" icon={<XIcon />} label={t('attach.remove', { name: item.name })} onClick={() => onRemove(item.id)} />
            </Chip>
          ))}
        </PendingList>
      )}
    </>
  );
}
