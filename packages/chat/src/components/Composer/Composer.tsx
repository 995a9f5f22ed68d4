import { useT } from '@atelier/core';
import { type KeyboardEvent, useDeferredValue, useState } from 'react';
import type { TokenBudget } from '../../context/remainingTokens';
import { chatNamespace } from '../../i18n/chatNamespace';
import { Button } from '../common/common.styles';
import { ComposerForm, ComposerMeter, ComposerTextarea } from './Composer.styles';

export interface ComposerProps {
  busy: boolean;
  disabled?: boolean;
  /** Touch layout: Enter is a new line and Ctrl+Enter sends. */
  mobile?: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
  /** The remaining-tokens meter for a draft; null until the tokenizer has loaded. */
  measure?: (draft: string) => TokenBudget | null;
}

/** The input keeps its own state so typing never re-renders the message list. */
export function Composer({ busy, disabled = false, mobile = false, onSend, onStop, measure }: ComposerProps) {
  const t = useT(chatNamespace);
  const [draft, setDraft] = useState('');
  const deferred = useDeferredValue(draft);
  const budget = measure?.(deferred) ?? null;

  const send = () => {
    if (busy || disabled || draft.trim() === '') return;
    onSend(draft);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && busy) {
      event.preventDefault();
      return onStop();
    }
    if (event.key !== 'Enter') return;
    // keyCode 229: Safari reports the IME's confirming Enter with isComposing already false.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    const wantsSend = mobile ? event.ctrlKey || event.metaKey : !event.shiftKey;
    if (!wantsSend) return;
    event.preventDefault();
    send();
  };

  return (
    <ComposerForm
      data-part="composer"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <ComposerTextarea
        aria-label={t('composer.label')}
        placeholder={mobile ? t('composer.placeholderMobile') : t('composer.placeholder')}
        value={draft}
        disabled={disabled}
        rows={2}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 4, alignItems: 'stretch' }}>
        {busy ? (
          <Button type="button" $variant="danger" onClick={onStop}>
            {t('composer.stop')}
          </Button>
        ) : (
          <Button type="submit" $variant="primary" disabled={disabled || draft.trim() === ''}>
            {t('composer.send')}
          </Button>
        )}
      </div>
      {budget && (
        <ComposerMeter data-part="token-meter" $over={budget.remaining < 0}>
          {budget.remaining < 0 ? t('composer.overBudget') : t('composer.remaining', { remaining: budget.remaining.toLocaleString(), total: budget.contextLength.toLocaleString() })}
        </ComposerMeter>
      )}
    </ComposerForm>
  );
}
