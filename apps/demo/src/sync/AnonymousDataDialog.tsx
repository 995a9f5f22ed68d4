import { Button, Modal, RadioGroup, useT } from '@atelier/core';
import { useState } from 'react';
import { demoNamespace } from '../demoNamespace';
import { Counts } from './AnonymousDataDialog.styles';

export type AnonymousDataChoice = 'move' | 'keep' | 'discard';

export interface AnonymousDataDialogProps {
  /** How many signed-out chats with messages this browser has. */
  chats: number;
  /** How many signed-out drawings this browser has. */
  drawings: number;
  /** How many signed-out prompts this browser has that the account does not. @default 0 */
  prompts?: number;
  /** Busy while the choice is carried out. */
  busy: boolean;
  /** Shown when carrying out the choice failed; nothing was lost. */
  failed: boolean;
  onChoose(choice: AnonymousDataChoice): void;
  /** Closed without a choice: asked again at the next sign-in. */
  onLater(): void;
}

const CONFIRM = { move: 'confirmMove', keep: 'confirmKeep', discard: 'confirmDiscard' } as const;

/**
 * At sign-in, when this browser has chats or drawings from before: move them into the account, keep
 * them here (signed out only), or delete them. Moving is chosen to start with, since it loses nothing.
 */
export function AnonymousDataDialog({ chats, drawings, prompts = 0, busy, failed, onChoose, onLater }: AnonymousDataDialogProps) {
  const t = useT(demoNamespace);
  const [choice, setChoice] = useState<AnonymousDataChoice>('move');
  return (
    <Modal
      open
      onOpenChange={({ open }) => !open && !busy && onLater()}
      title={t('sync.anonymous.title')}
      description={t('sync.anonymous.description')}
      closeOnBackdrop={false}
      footer={
        <Button variant={choice === 'discard' ? 'danger' : 'primary'} disabled={busy} onClick={() => onChoose(choice)}>
          {t(`sync.anonymous.${CONFIRM[choice]}`)}
        </Button>
      }
    >
      <Counts>
        {chats > 0 ? <li>{t('sync.anonymous.chats' as 'sync.anonymous.chats_other', { count: chats })}</li> : null}
        {drawings > 0 ? <li>{t('sync.anonymous.drawings' as 'sync.anonymous.drawings_other', { count: drawings })}</li> : null}
        {prompts > 0 ? <li>{t('sync.anonymous.prompts' as 'sync.anonymous.prompts_other', { count: prompts })}</li> : null}
      </Counts>
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
