import {
  type ApiErrorData,
  Button,
  coreNamespace,
  errorMessage,
  fieldErrorMessage,
  Modal,
  TextField,
  toApiErrorData,
  useServices,
  useT,
  useToast,
  useUnmountedRef,
} from '@atelier/core';
import { useState } from 'react';
import { ErrorText } from './account.styles';
import { demoNamespace } from '../demoNamespace';
import { checkPasswordForm, PASSWORD_MAX, PASSWORD_MIN, type PasswordForm, type PasswordFormErrors } from './passwordRules';

export interface ChangePasswordModalProps {
  open: boolean;
  onOpenChange: (details: { open: boolean }) => void;
}

const EMPTY: PasswordForm = { current: '', next: '', repeat: '' };
const SERVER_FIELDS: Record<string, keyof PasswordForm> = { current_password: 'current', new_password: 'next' };

/** `POST /api/account/password`: this device stays signed in, every other one is signed out. */
export function ChangePasswordModal({ open, onOpenChange }: ChangePasswordModalProps) {
  const t = useT(demoNamespace);
  const tCore = useT(coreNamespace);
  const services = useServices();
  const toast = useToast();
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [checked, setChecked] = useState<PasswordFormErrors>({});
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [saving, setSaving] = useState(false);
  const unmountedRef = useUnmountedRef();

  const close = () => {
    setForm(EMPTY);
    setChecked({});
    setError(null);
    onOpenChange({ open: false });
  };

  const save = async () => {
    const found = checkPasswordForm(form);
    setChecked(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await services.auth.changePassword(form.current, form.next);
      if (unmountedRef.current) return;
      toast.success(t('account.passwordChanged'));
      close();
    } catch (err) {
      if (!unmountedRef.current) setError(toApiErrorData(err));
    } finally {
      if (!unmountedRef.current) setSaving(false);
    }
  };

  const ruleText = (rule: PasswordFormErrors[keyof PasswordForm]) =>
    rule ? t(`account.rule.${rule}`, { min: PASSWORD_MIN, max: PASSWORD_MAX }) : undefined;
  // Worded by code, never the server's text; a field the server named gets its message beside it.
  const serverField = (name: keyof PasswordForm) => {
    if (name === 'current' && error?.code === 'WRONG_PASSWORD') return errorMessage(tCore, error);
    const field = error?.fields.find((f) => SERVER_FIELDS[f.field] === name);
    return field ? fieldErrorMessage(tCore, field) : undefined;
  };
  const fieldError = (name: keyof PasswordForm) => ruleText(checked[name]) ?? serverField(name);
  const named = error && (error.code === 'WRONG_PASSWORD' || error.fields.some((f) => SERVER_FIELDS[f.field]));
  const general = error && !named ? errorMessage(tCore, error) : undefined;

  const field = (name: keyof PasswordForm, label: string, autoComplete: string, hint?: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={form[name]}
      maxLength={PASSWORD_MAX}
      hint={hint}
      error={fieldError(name)}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
    />
  );

  return (
    <Modal
      open={open}
      onOpenChange={({ open: next }) => (next ? onOpenChange({ open: true }) : close())}
      title={t('account.changePassword')}
      footer={
        <>
          <Button onClick={close}>{t('account.cancel')}</Button>
          <Button variant="primary" type="submit" form="atelier-change-password" loading={saving}>
            {t('account.changePassword')}
          </Button>
        </>
      }
    >
      <form
        id="atelier-change-password"
        noValidate
        style={{ display: 'grid', gap: 12 }}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <p style={{ margin: 0 }}>{t('account.passwordIntro')}</p>
        {field('current', t('account.currentPassword'), 'current-password')}
        {field('next', t('account.newPassword'), 'new-password', t('account.rule.hint', { min: PASSWORD_MIN, max: PASSWORD_MAX }))}
        {field('repeat', t('account.repeatPassword'), 'new-password')}
        {general ? (
<ErrorText role="alert">{general}</ErrorText>
        ) : null}
      </form>
    </Modal>
  );
}
