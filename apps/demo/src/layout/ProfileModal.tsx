import {
  type ApiErrorData,
  Button,
  coreNamespace,
  errorMessage,
  fieldErrorMessage,
  Modal,
  TextField,
  toApiErrorData,
  useAppStores,
  useServices,
  useStore,
  useT,
  useToast,
  useUnmountedRef,
} from '@atelier/core';
import { useState } from 'react';
import { demoNamespace } from '../demoNamespace';
import { logout } from './logout';

export interface ProfileModalProps {
  open: boolean;
  onOpenChange: (details: { open: boolean }) => void;
}

/** View and edit nickname and avatar through `PUT /api/wx/user/update`. */
export function ProfileModal({ open, onOpenChange }: ProfileModalProps) {
  const t = useT(demoNamespace);
  const tCore = useT(coreNamespace);
  const services = useServices();
  const toast = useToast();
  const { user } = useAppStores();
  const info = useStore(user);
  const [nickname, setNickname] = useState(info.WUser.nickname);
  const [avatar, setAvatar] = useState(info.avatar);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const unmountedRef = useUnmountedRef();

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const updated = await services.auth.updateUser({ nickname: nickname.trim(), avatar_url: avatar.trim() || null });
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
  const fieldError = (name: string) => {
    const field = error?.fields.find((f) => f.field === name);
    return field ? fieldErrorMessage(tCore, field) : undefined;
  };
  const nicknameError = fieldError('nickname');
  const avatarError = fieldError('avatar_url') ?? (error && !nicknameError ? errorMessage(tCore, error) : undefined);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.title')}
      footer={
        <>
          {/* Touch screens have no hover card, so logout must be reachable from here too. */}
          <Button onClick={() => void logout(services)}>{t('nav.logout')}</Button>
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
        <TextField label={t('profile.nickname')} value={nickname} maxLength={64} onChange={(e) => setNickname(e.target.value)} error={nicknameError} />
        <TextField label={t('profile.avatar')} type="url" value={avatar} onChange={(e) => setAvatar(e.target.value)} error={avatarError} />
      </form>
    </Modal>
  );
}
