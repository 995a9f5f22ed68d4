import { Button, Modal, RadioGroup, useT } from '@atelier/core';
import { useState } from 'react';
import { demoNamespace } from '../demoNamespace';

export type AnonymousChatsChoice = 'move' | 'keep' | 'discard';

export interface AnonymousChatsDialogProps {
  /** How many signed-out chats with messages this browser has. */
  count: number;
  /** Busy while the choice is carried out. */
  busy: boolean;
  /** Shown when carrying out the choice failed; nothing was lost. */
  failed: boolean;
  onChoose(choice: AnonymousChatsChoice): void;
  /** Closed without a choice: asked again at the next sign-in. */
  onLater(): void;
}

const CONFIRM = { move: 'confirmMove', keep: 'confirmKeep', discard: 'confirmDiscard' } as const;

/**
 * At sign-in, when this browser has chats from before: move them into the account, keep them here
 * (signed out only), or delete them. Moving is chosen to start with, since it loses nothing.
 */
export function AnonymousChatsDialog({ count, busy, failed, onChoose, onLater }: AnonymousChatsDialogProps) {
  const t = useT(demoNamespace);
  const [choice, setChoice] = useState<AnonymousChatsChoice>('move');
  return (
    <Modal
      open
      onOpenChange={({ open }) => !open && !busy && onLater()}
      title={t('sync.anonymous.title')}
      description={t('sync.anonymous.description', { count })}
      closeOnBackdrop={false}
      footer={
        <Button variant={choice === 'discard' ? 'danger' : 'primary'} disabled={busy} onClick={() => onChoose(choice)}>
          {t(`sync.anonymous.${CONFIRM[choice]}`)}
        </Button>
      }
    >
      <RadioGroup
        legend={t('sync.anonymous.legend')}
        value={choice}
        onValueChange={setChoice}
        tone={choice === 'discard' ? 'danger' : 'primary'}
        disabled={busy}
        error={failed ? t('sync.anonymous.failed') : undefined}
        options={[
          { value: 'move', label: t('sync.anonymous.move'), hint: t('sync.anonymous.moveHint') },
          { value: 'keep', label: t('sync.anonymous.keep'), hint: t('sync.anonymous.keepHint') },
          { value: 'discard', label: t('sync.anonymous.discard'), hint: t('sync.anonymous.discardHint') },
        ]}
      />
    </Modal>
  );
}
