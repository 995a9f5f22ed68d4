import { Avatar, Button, Tabs, useAppStores, useStore, useT } from '@atelier/core';
import { BookList, libraryNamespace, ReadingShelves, UploadTasks } from '@atelier/library';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { ChangePasswordModal } from '../account/ChangePasswordModal';
import { DeleteAccountSection } from '../account/DeleteAccountSection';
import { SignedInDevices } from '../account/SignedInDevices';
import { SyncedData } from '../sync/SyncedData';
import { demoNamespace } from '../demoNamespace';
import { ProfileModal } from '../layout/ProfileModal';
import { useDocumentTitle } from '../layout/useDocumentTitle';

const Profile = styled.section`
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
`;

export default function MinePage() {
  const t = useT(demoNamespace);
  const tl = useT(libraryNamespace);
  const navigate = useNavigate();
  const go = (href: string) => void navigate(href);
  useDocumentTitle(t('title.mine'));
  const { user } = useAppStores();
  const info = useStore(user);
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const name = info.WUser.nickname || info.name || info.username;
  return (
    <>
      <h1>{t('title.mine')}</h1>
      <Profile aria-label={t('profile.title')}>
        <Avatar name={name} src={info.avatar || null} size={56} />
        <div>
          <p style={{ margin: 0, fontWeight: 600 }}>{t('mine.welcome', { name })}</p>
          <p style={{ margin: 0 }}>{t('profile.userName', { name: info.username })}</p>
          {info.role ? <p style={{ margin: 0 }}>{t('mine.role', { role: info.role })}</p> : null}
        </div>
        <Button onClick={() => setEditing(true)}>{t('mine.editProfile')}</Button>
        <Button onClick={() => setChangingPassword(true)}>{t('mine.changePassword')}</Button>
      </Profile>
      <Tabs
        label={t('title.mine')}
        items={[
          { value: 'books', label: tl('books.title'), content: <BookList headingLevel={2} onNavigate={go} onUpload={() => go('/upload/fileupload')} /> },
          { value: 'history', label: tl('shelves.history'), content: <ReadingShelves sections={['history']} onNavigate={go} /> },
          {
            value: 'tasks',
            label: tl('tasks.title'),
            content: <UploadTasks onOpenTask={(id) => go(id ? `/upload/tasks/${encodeURIComponent(id)}` : '/upload/tasks')} onNavigate={go} />,
          },
          { value: 'devices', label: t('mine.devicesTab'), content: <SignedInDevices /> },
          { value: 'data', label: t('mine.dataTab'), content: <SyncedData /> },
        ]}
      />
      <DeleteAccountSection onDeleted={() => go('/')} />
      <ProfileModal open={editing} onOpenChange={({ open }) => setEditing(open)} />
      <ChangePasswordModal open={changingPassword} onOpenChange={({ open }) => setChangingPassword(open)} />
    </>
  );
}
