import { useEffect, useRef } from 'react';
import { coreNamespace } from '../i18n/coreNamespace';
import { useT } from '../i18n/useT';
import { Button } from '../ui/Button/Button';
import { TextField } from '../ui/Field/TextField';
import { AuthActions, AuthForm, AuthMessage, AuthRow } from './AuthPanel.styles';
import { RESEND_SECONDS, type ResetFormViewModel } from './useResetForm';

/** Props of `ResetFormView`: the view model of `useResetForm`, and where "Register" goes. */
export interface ResetFormViewProps extends ResetFormViewModel {
  /** Called by the "register" button, to switch the host's auth screen to the register form. */
  onRegister: () => void;
}

/**
 * Spec §2 reset form. The phone of the spec became an e-mail address: with `mode: 'email'` a code
 * is mailed (the send button counts down) and sent back with the new password; otherwise the
 * server cannot mail, and the form says to ask an administrator for a reset link.
 */
export function ResetFormView({ onRegister, ...vm }: ResetFormViewProps) {
  const t = useT(coreNamespace);
  const codeRef = useRef<HTMLInputElement>(null);
  // The send button is disabled while it counts down, which would drop the keyboard's focus: it
  // moves on to the code field instead, the next thing to fill in.
  const justSent = vm.secondsLeft === RESEND_SECONDS;
  useEffect(() => {
    if (justSent) codeRef.current?.focus();
  }, [justSent]);
  const register = (
    <Button variant="ghost" onClick={onRegister}>
      {t('login.registerSubmit')}
    </Button>
  );
  if (vm.mode !== 'email') {
    return (
      <AuthForm data-part="reset-form" as="div" aria-busy={vm.mode === 'loading' || undefined}>
        {vm.mode === 'admin' ? <AuthMessage $tone="info">{t('login.resetAskAdmin')}</AuthMessage> : <AuthMessage $tone="info">{t('ui.loading')}</AuthMessage>}
        <AuthActions>{register}</AuthActions>
      </AuthForm>
    );
  }
  return (
    <AuthForm
      data-part="reset-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        vm.submit();
      }}
    >
      <AuthRow>
        <TextField label={t('login.email')} name="email" type="email" autoComplete="email" value={vm.email} error={vm.fieldErrors.email} onChange={(e) => vm.setEmail(e.target.value)} />
        <Button disabled={vm.secondsLeft > 0} onClick={vm.sendCode}>
          {vm.secondsLeft > 0 ? t('login.resendIn', { seconds: vm.secondsLeft }) : t('login.sendCode')}
        </Button>
      </AuthRow>
      <TextField
        ref={codeRef}
        label={t('login.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={vm.code}
        error={vm.fieldErrors.code}
        onChange={(e) => vm.setCode(e.target.value)}
      />
      <TextField
        label={t('login.newPassword')}
        name="new-password"
        type="password"
        autoComplete="new-password"
        placeholder={t('login.passwordPlaceholder')}
        value={vm.password}
        error={vm.fieldErrors.new_password}
        onChange={(e) => vm.setPassword(e.target.value)}
      />
      <AuthActions>
        {register}
        <Button type="submit" variant="primary" loading={vm.submitting}>
          {t('login.tabReset')}
        </Button>
      </AuthActions>
      <div aria-live="polite">
        {vm.codeSent ? <AuthMessage $tone="info">{t('login.codeSent')}</AuthMessage> : null}
        {vm.error ? (
          <AuthMessage $tone="error" role="alert">
            {vm.error}
          </AuthMessage>
        ) : null}
      </div>
    </AuthForm>
  );
}
