import {
  type ApiErrorData,
  Button,
  coreNamespace,
  errorMessage,
  fieldErrorMessage,
  type ResetLinkInfo,
  TextField,
  toApiErrorData,
  useServices,
  useT,
  useUnmountedRef,
} from '@atelier/core';
import { useEffect, useState } from 'react';
import { demoNamespace } from '../demoNamespace';
import { ErrorText, Muted } from './account.styles';
import { checkNewPassword, PASSWORD_MAX, PASSWORD_MIN } from './passwordRules';

export interface ResetLinkViewProps {
  /** The token from the link's address (`/reset/<token>`). */
  token: string;
  /** Goes to the sign-in page once the password is set. */
  onSignIn(): void;
}

// What the server issues: 32 random bytes in base64url. Anything else cannot be a link of ours.
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const INVALID: ApiErrorData = toApiErrorData({ code: 'RESET_LINK_INVALID', msg: '', status: 410 });

/** An administrator's one-time link: shows whose it is, sets a new password once, then offers Sign in. */
export function ResetLinkView({ token, onSignIn }: ResetLinkViewProps) {
  const t = useT(demoNamespace);
  const tCore = useT(coreNamespace);
  const services = useServices();
  const unmountedRef = useUnmountedRef();
  const [attempt, setAttempt] = useState(0);
  // Answers are kept with the request they answer, so a stale one never shows for another link.
  const key = `${attempt}:${token}`;
  const malformed = !TOKEN.test(token);
  const [answer, setAnswer] = useState<{ key: string; info: ResetLinkInfo | null; error: ApiErrorData | null } | null>(null);
  const [doneKey, setDoneKey] = useState<string | null>(null);
  const [form, setForm] = useState({ next: '', repeat: '' });
  const [checked, setChecked] = useState<ReturnType<typeof checkNewPassword>>({});
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (malformed) return;
    let left = false;
    services.auth.checkResetLink(token).then(
      (info) => !left && setAnswer({ key, info, error: null }),
      (err: unknown) => !left && setAnswer({ key, info: null, error: toApiErrorData(err) }),
    );
    return () => {
      left = true;
    };
  }, [services, token, key, malformed]);

  const failure = malformed ? INVALID : answer?.key === key ? answer.error : null;
  if (failure) {
    const invalid = failure.code === 'RESET_LINK_INVALID';
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <ErrorText role="alert">{errorMessage(tCore, failure)}</ErrorText>
        {invalid ? null : <Button onClick={() => setAttempt((n) => n + 1)}>{t('reset.retry')}</Button>}
      </div>
    );
  }

  const info = answer?.key === key ? answer.info : null;
  if (!info) return <p role="status">{t('reset.checking')}</p>;

  if (doneKey === key) {
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <p role="status" style={{ margin: 0 }}>
          {t('reset.done', { user: info.user_name })}
        </p>
        <Button variant="primary" onClick={onSignIn}>
          {t('reset.signIn')}
        </Button>
      </div>
    );
  }

  const save = async () => {
    const found = checkNewPassword(form);
    setChecked(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await services.auth.redeemResetLink(token, form.next);
      if (!unmountedRef.current) setDoneKey(key);
    } catch (err) {
      if (unmountedRef.current) return;
      const data = toApiErrorData(err);
      // Spent or expired since the page opened: nothing left to fill in.
      if (data.code === 'RESET_LINK_INVALID') setAnswer({ key, info: null, error: data });
      else setError(data);
    } finally {
      if (!unmountedRef.current) setSaving(false);
    }
  };

  const rule = (found: 'tooShort' | 'tooLong' | 'mismatch' | 'required' | undefined) =>
    found ? t(`account.rule.${found}`, { min: PASSWORD_MIN, max: PASSWORD_MAX }) : undefined;
  const serverField = error?.fields.find((f) => f.field === 'new_password');
  const general = error && !serverField ? errorMessage(tCore, error) : undefined;

  return (
    <form
      noValidate
      style={{ display: 'grid', gap: 12, maxWidth: 480 }}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <p style={{ margin: 0 }}>{t('reset.intro', { user: info.user_name })}</p>
      <Muted>{t('reset.expires', { time: new Date(info.expires_at).toLocaleString() })}</Muted>
      {/* Lets a password manager file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={info.user_name} readOnly hidden />
      <TextField
        label={t('account.newPassword')}
        type="password"
        autoComplete="new-password"
        value={form.next}
        maxLength={PASSWORD_MAX}
        hint={t('account.rule.hint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        error={rule(checked.next) ?? (serverField ? fieldErrorMessage(tCore, serverField) : undefined)}
        onChange={(e) => setForm({ ...form, next: e.target.value })}
      />
      <TextField
        label={t('account.repeatPassword')}
        type="password"
        autoComplete="new-password"
        value={form.repeat}
        maxLength={PASSWORD_MAX}
        error={rule(checked.repeat)}
        onChange={(e) => setForm({ ...form, repeat: e.target.value })}
      />
      {general ? <ErrorText role="alert">{general}</ErrorText> : null}
      <div>
        <Button variant="primary" type="submit" loading={saving}>
          {t('reset.submit')}
        </Button>
      </div>
    </form>
  );
}
