import { useT } from '@atelier/core';
import { useId, useState } from 'react';
import { chatNamespace } from '../../i18n/chatNamespace';
import { Alert, Button, LinkButton, TextInput } from '../common/common.styles';
import { CenteredPanel } from './AccessPassword.styles';
import type { AccessPasswordViewProps } from '../../model/accessPassword.types';

/** Spec §6: 'Unauthorized, please verify first.' with the access password form. */
export function AccessPasswordView({ failed, verifying, onVerify, onOpenServerSettings }: AccessPasswordViewProps) {
  const t = useT(chatNamespace);
  const [password, setPassword] = useState('');
  const inputId = useId();
  return (
    <CenteredPanel data-part="access-password">
      <h2>{t('auth.title')}</h2>
      <p>{failed ? t('auth.reenter') : t('auth.unauthorized')}</p>
      {failed && <Alert role="alert">{t('auth.failed')}</Alert>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (password.trim() !== '') onVerify(password.trim());
        }}
        style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'center' }}
      >
        <label htmlFor={inputId} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
          {t('auth.password')}
        </label>
        <TextInput id={inputId} type="password" autoComplete="current-password" placeholder={t('auth.password')} value={password} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" $variant="primary" disabled={verifying || password.trim() === ''}>
          {verifying ? t('auth.verifying') : t('auth.verify')}
        </Button>
      </form>
      {onOpenServerSettings && (
        <LinkButton type="button" onClick={onOpenServerSettings}>
          {t('auth.ownKey')}
        </LinkButton>
      )}
    </CenteredPanel>
  );
}
