import { useEffect, useState } from 'react';
import { coreNamespace } from '../i18n/coreNamespace';
import { useT } from '../i18n/useT';
import { Button } from '../ui/Button/Button';
import { TextField } from '../ui/Field/TextField';
import { AuthActions, AuthForm, AuthMessage, AuthRow } from './AuthPanel.styles';

export const RESEND_SECONDS = 60;

/** Props of `ResetFormView`. */
export interface ResetFormViewProps {
  /** Called by the "register" button, to switch the host's auth screen to the register form. */
  onRegister: () => void;
}

/**
 * Spec §2 reset form. The product has no reset endpoint, so every action says so plainly
 * instead of pretending a code was sent.
 */
export function ResetFormView({ onRegister }: ResetFormViewProps) {
  const t = useT(coreNamespace);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [notice, setNotice] = useState(false);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  return (
    <AuthForm
      data-part="reset-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setNotice(true);
      }}
    >
      <TextField label={t('login.phone')} name="phone" type="tel" autoComplete="tel" />
      <TextField label={t('login.password')} name="reset-password" type="password" autoComplete="new-password" placeholder={t('login.passwordPlaceholder')} />
      <AuthRow>
        <TextField label={t('login.code')} name="code" inputMode="numeric" autoComplete="one-time-code" />
        <Button
          disabled={secondsLeft > 0}
          onClick={() => {
            setNotice(true);
            setSecondsLeft(RESEND_SECONDS);
          }}
        >
          {secondsLeft > 0 ? t('login.resendIn', { seconds: secondsLeft }) : t('login.sendCode')}
        </Button>
      </AuthRow>
      <AuthActions>
        <Button variant="ghost" onClick={onRegister}>
          {t('login.registerSubmit')}
        </Button>
        <Button variant="ghost" aria-label={t('login.otherLogin')} icon={<span aria-hidden="true">⋯</span>} onClick={() => setNotice(true)} />
        <Button type="submit" variant="primary">
          {t('login.tabReset')}
        </Button>
      </AuthActions>
      <div aria-live="polite">{notice ? <AuthMessage $tone="info">{t('login.resetAskAdmin')}</AuthMessage> : null}</div>
    </AuthForm>
  );
}
