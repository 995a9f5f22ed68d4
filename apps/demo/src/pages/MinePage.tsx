import { Avatar, Button, Tabs, useAppStores, useStore, useT } from '@atelier/core';
import { BookList, libraryNamespace, ReadingShelves, UploadTasks } from '@atelier/library';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ChangePasswordModal } from '../account/ChangePasswordModal';
import { DeleteAccountSection } from '../account/DeleteAccountSection';
import { SignedInDevices } from '../account/SignedInDevices';
import { SyncedData } from '../sync/SyncedData';
import { OfflineBooks } from '../offline/OfflineBooks';
import { demoNamespace } from '../demoNamespace';
import { ProfileModal } from '../layout/ProfileModal';
import { mineTabOf } from '../layout/navDestinations';
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
  const { user } = useAppStores();
  const info = useStore(user);
  // The tab lives in the address, so the account menu can link to a tab and Back returns to it.
  const [params, setParams] = useSearchParams();
  const items = [
    {
      value: 'books',
      label: tl('books.title'),
      content: <BookList headingLevel={2} onNavigate={go} onUpload={() => go('/upload/fileupload')} />,
    },
    {
      value: 'history',
      label: tl('shelves.history'),
      content: <ReadingShelves sections={['history']} onNavigate={go} />,
    },
    {
      value: 'tasks',
      label: tl('tasks.title'),
      content: <UploadTasks onOpenTask={(id) => go(id ? `/upload/tasks/${encodeURIComponent(id)}` : '/upload/tasks')} onNavigate={go} />,
    },
    { value: 'offline', label: t('mine.offlineTab'), content: <OfflineBooks /> },
    { value: 'devices', label: t('mine.devicesTab'), content: <SignedInDevices /> },
    { value: 'data', label: t('mine.dataTab'), content: <SyncedData /> },
  ];
  const asked = mineTabOf(`?${params.toString()}`);
  const tab = asked ?? 'books';
  const askedLabel = items.find((item) => item.value === asked)?.label;
  useDocumentTitle(askedLabel ? `${askedLabel} · ${t('title.mine')}` : t('title.mine'));
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
      <Tabs label={t('title.mine')} value={tab} onValueChange={(next) => setParams({ tab: next }, { replace: true })} items={items} />
      <DeleteAccountSection onDeleted={() => go('/')} />
      {/* Mounted only while open: it reads the e-mail address from the server when it opens. */}
      {editing ? <ProfileModal open onOpenChange={({ open }) => setEditing(open)} /> : null}
      <ChangePasswordModal open={changingPassword} onOpenChange={({ open }) => setChangingPassword(open)} />
    </>
  );
}
