import { coreNamespace } from '../i18n/coreNamespace';
import { useT } from '../i18n/useT';
import { Button } from '../ui/Button/Button';
import { Checkbox } from '../ui/Field/Checkbox';
import { TextField } from '../ui/Field/TextField';
import { AuthActions, AuthForm, AuthMessage } from './AuthPanel.styles';
import type { RegisterFormViewModel } from './useRegisterForm';

/** Spec §2 register form; the password rule is the placeholder (spec §5) and is checked before sending (issue 18). */
export function RegisterFormView(vm: RegisterFormViewModel) {
  const t = useT(coreNamespace);
  return (
    <AuthForm
      data-part="register-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        vm.submit();
      }}
    >
      <TextField label={t('login.username')} name="username" autoComplete="username" value={vm.userName} error={vm.fieldErrors.userName} onChange={(e) => vm.setUserName(e.target.value)} />
      <TextField
        label={t('login.password')}
        name="new-password"
        type="password"
        autoComplete="new-password"
        placeholder={t('login.passwordPlaceholder')}
        value={vm.password}
        error={vm.fieldErrors.password}
        onChange={(e) => vm.setPassword(e.target.value)}
      />
      <AuthActions>
        <Checkbox label={t('login.save')} checked={vm.remember} onCheckedChange={vm.setRemember} />
        <Button type="submit" variant="primary" loading={vm.submitting}>
          {t('login.registerSubmit')}
        </Button>
      </AuthActions>
      <div aria-live="polite">
        {vm.notices.map((notice) => (
          <AuthMessage key={notice} $tone="success">
            {notice}
          </AuthMessage>
        ))}
        {vm.error ? (
          <AuthMessage $tone="error" role="alert">
            {vm.error}
          </AuthMessage>
        ) : null}
      </div>
    </AuthForm>
  );
}
