import {
  type ApiErrorData,
  Button,
  checkField,
  coreNamespace,
  errorMessage,
  type FieldProblem,
  fieldErrorMessage,
  Modal,
  PROFILE_RULES,
  TextField,
  toApiErrorData,
  useAppStores,
  useServices,
  useStore,
  useT,
  useToast,
  useUnmountedRef,
} from '@atelier/core';
import { useEffect, useState } from 'react';
import { demoNamespace } from '../demoNamespace';
import { useLogout } from './useLogout';

type ProfileField = keyof typeof PROFILE_RULES;

/** The server's rules (PROFILE_RULES) the form breaks; an empty avatar or e-mail is sent as null, which is always allowed. */
function profileProblems(values: Record<ProfileField, string>): Partial<Record<ProfileField, FieldProblem>> {
  const problems: Partial<Record<ProfileField, FieldProblem>> = {};
  for (const field of Object.keys(PROFILE_RULES) as ProfileField[]) {
    if ((field === 'avatar_url' || field === 'email') && values[field] === '') continue;
    const problem = checkField(field, values[field], PROFILE_RULES[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

export interface ProfileModalProps {
  open: boolean;
  onOpenChange: (details: { open: boolean }) => void;
}

/** View and edit nickname, avatar and the e-mail address for reset codes through `PUT /api/wx/user/update`. */
export function ProfileModal({ open, onOpenChange }: ProfileModalProps) {
  const t = useT(demoNamespace);
  const tCore = useT(coreNamespace);
  const services = useServices();
  const logOut = useLogout();
  const toast = useToast();
  const { user } = useAppStores();
  const info = useStore(user);
  const [nickname, setNickname] = useState(info.WUser.nickname);
  const [avatar, setAvatar] = useState(info.avatar);
  // The address is not kept in the browser's user info: it is read from the server when the dialog opens.
  const [email, setEmail] = useState('');
  const [emailEdited, setEmailEdited] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [problems, setProblems] = useState<Partial<Record<ProfileField, FieldProblem>>>({});
  const unmountedRef = useUnmountedRef();

  useEffect(() => {
    let live = true;
    services.auth.userInfo().then(
      (me) => {
        if (live) setEmail((typed) => typed || (me.email ?? ''));
      },
      // Without it the field starts empty and is only sent once edited, so nothing is lost.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [services]);

  const values = { nickname: nickname.trim(), avatar_url: avatar.trim(), email: email.trim() };
  // A field marked wrong is checked again as it is edited, so the mark goes once it is fixed.
  const edit = (field: ProfileField, value: string, set: (value: string) => void) => {
    set(value);
    if (problems[field]) setProblems(profileProblems({ ...values, [field]: value.trim() }));
  };

  const save = async () => {
    const found = profileProblems(values);
    setProblems(found);
    setError(null);
    // Nothing is sent while a rule the server checks fails.
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const updated = await services.auth.updateUser({
        nickname: values.nickname,
        avatar_url: values.avatar_url || null,
        // Only when edited: an address that failed to load must not be cleared by saving a nickname.
        ...(emailEdited ? { email: values.email || null } : {}),
      });
      user.updateUserInfo({
        name: updated.nickname || updated.user_name,
        avatar: updated.avatar_url ?? '',
        WUser: { nickname: updated.nickname, admin_level: updated.admin_level },
      });
      toast.success(t('profile.saved'));
      onOpenChange({ open: false });
    } catch (err) {
      if (!unmountedRef.current) setError(toApiErrorData(err));
    } finally {
      if (!unmountedRef.current) setSaving(false);
    }
  };

  // Worded by code, never the server's text; a field the server named gets its message beside it.
  const fieldError = (name: ProfileField) => {
    const field = problems[name] ?? error?.fields.find((f) => f.field === name);
    return field ? fieldErrorMessage(tCore, field) : undefined;
  };
  const nicknameError = fieldError('nickname');
  const emailError = fieldError('email') ?? (error?.code === 'EMAIL_TAKEN' ? errorMessage(tCore, error) : undefined);
  const avatarError = fieldError('avatar_url') ?? (error && !nicknameError && !emailError ? errorMessage(tCore, error) : undefined);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.title')}
      footer={
        <>
          {/* Touch screens have no hover card, so logout must be reachable from here too. */}
          <Button onClick={logOut}>{t('nav.logout')}</Button>
          <Button variant="primary" loading={saving} onClick={() => void save()}>
            {t('profile.save')}
          </Button>
        </>
      }
    >
      <form
        style={{ display: 'grid', gap: 12 }}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <p style={{ margin: 0 }}>{t('profile.userName', { name: info.username })}</p>
        <TextField label={t('profile.nickname')} value={nickname} maxLength={64} onChange={(e) => edit('nickname', e.target.value, setNickname)} error={nicknameError} />
        <TextField label={t('profile.avatar')} type="url" value={avatar} onChange={(e) => edit('avatar_url', e.target.value, setAvatar)} error={avatarError} />
        <TextField
          label={t('profile.email')}
          hint={t('profile.emailHint')}
          type="email"
          autoComplete="email"
          value={email}
          maxLength={PROFILE_RULES.email.maxLength}
          onChange={(e) => {
            setEmailEdited(true);
            edit('email', e.target.value, setEmail);
          }}
          error={emailError}
        />
      </form>
    </Modal>
  );
}
