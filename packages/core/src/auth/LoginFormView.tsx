import { coreNamespace } from '../i18n/coreNamespace';
import { useT } from '../i18n/useT';
import { Button } from '../ui/Button/Button';
import { Checkbox } from '../ui/Field/Checkbox';
import { TextField } from '../ui/Field/TextField';
import { AuthActions, AuthForm, AuthMessage } from './AuthPanel.styles';
import type { LoginFormViewModel } from './useLoginForm';

/** Spec §2 login form: user, password and a 'save' checkbox that remembers the user name. */
export function LoginFormView(vm: LoginFormViewModel) {
  const t = useT(coreNamespace);
  return (
    <AuthForm
      data-part="login-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        vm.submit();
      }}
    >
      <TextField label={t('login.user')} name="username" autoComplete="username" value={vm.userName} error={vm.fieldErrors.userName} onChange={(e) => vm.setUserName(e.target.value)} />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={vm.password}
        error={vm.fieldErrors.password}
        onChange={(e) => vm.setPassword(e.target.value)}
      />
      <AuthActions>
        <Checkbox label={t('login.save')} checked={vm.remember} onCheckedChange={vm.setRemember} />
        <Button type="submit" variant="primary" loading={vm.submitting}>
          {vm.submitting ? t('login.submitting', { seconds: vm.secondsLeft }) : t('login.submit')}
        </Button>
      </AuthActions>
      <div aria-live="polite">
        {vm.error ? (
          <AuthMessage $tone="error" role="alert">
            {vm.error}
          </AuthMessage>
        ) : null}
        {vm.success ? <AuthMessage $tone="success">{vm.success}</AuthMessage> : null}
      </div>
    </AuthForm>
  );
}
