import { Button, copyText, Modal, TextField, useT } from '@atelier/core';
import { useRef, useState } from 'react';
import type { ResetLinkState } from '../../hooks/useAdminUsers';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { ErrorText, Muted } from '../shared/parts.styles';

/** Props of `ResetLinkDialog`. */
export interface ResetLinkDialogProps {
  /** What to show; the dialog is open while this is set. */
  state: ResetLinkState | null;
  /** The link's full address for a token. */
  hrefOf(token: string): string;
  onClose(): void;
}

/** Shows an issued password-reset link with a Copy button, its expiry and how it may be used. */
export function ResetLinkDialog({ state, hrefOf, onClose }: ResetLinkDialogProps) {
  const t = useT(libraryNamespace);
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  if (!state) return null;
  const name = state.user.nickname || state.user.user_name;
  const href = state.issued ? hrefOf(state.issued.token) : null;
  const close = () => {
    setCopied(null);
    onClose();
  };

  return (
    <Modal
      open
      onOpenChange={({ open }) => {
        if (!open) close();
      }}
      title={t('admin.resetLink.title', { name })}
      footer={
        <>
          {href ? (
            <Button
              variant="primary"
              onClick={() => {
                void copyText(href).then((ok) => {
                  setCopied(ok ? 'yes' : 'no');
                  // Without a clipboard (plain http), the selected link is one Ctrl+C away.
                  if (!ok) inputRef.current?.select();
                });
              }}
            >
              {t('admin.resetLink.copy')}
            </Button>
          ) : null}
          <Button onClick={close}>{t('admin.resetLink.close')}</Button>
        </>
      }
    >
      <div style={{ display: 'grid', gap: 12 }} data-part="reset-link">
        {state.error ? <ErrorText role="alert">{state.error}</ErrorText> : null}
        {!state.error && !state.issued ? <p style={{ margin: 0 }}>{t('admin.resetLink.issuing')}</p> : null}
        {state.issued && href ? (
          <>
            <TextField
              ref={inputRef}
              label={t('admin.resetLink.linkLabel')}
              value={href}
              readOnly
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
            />
            <p style={{ margin: 0 }}>{t('admin.resetLink.expires', { time: new Date(state.issued.expires_at).toLocaleString() })}</p>
            <p style={{ margin: 0 }}>{t('admin.resetLink.once', { name })}</p>
            {state.user.disabled ? <p style={{ margin: 0 }}>{t('admin.resetLink.disabled')}</p> : null}
          </>
        ) : null}
        <Muted role="status">{copied === 'yes' ? t('admin.resetLink.copied') : copied === 'no' ? t('admin.resetLink.copyFailed') : ''}</Muted>
      </div>
    </Modal>
  );
}
