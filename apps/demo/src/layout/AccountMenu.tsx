import { Avatar, Button, HoverCard, LoginModal, useAppStores, useStore, useT } from '@atelier/core';
import { useState } from 'react';
import { demoNamespace } from '../demoNamespace';
import { TextLink, VisuallyHidden } from './AppLayout.styles';
import { ProfileModal } from './ProfileModal';
import { SyncStatus } from './SyncStatus';
import { useLogout } from './useLogout';
import { Link } from 'react-router';

/** Spec §2 top menu: Login when signed out; avatar with hover card, profile and Admin link when signed in. */
export function AccountMenu() {
  const t = useT(demoNamespace);
  const logOut = useLogout();
  const { user } = useAppStores();
  const info = useStore(user);
  const [loginOpen, setLoginOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);

  if (!info.token) {
    return (
      <>
        <Button variant="ghost" onClick={() => setLoginOpen(true)}>
          {t('nav.login')}
        </Button>
        <LoginModal open={loginOpen} onOpenChange={({ open }) => setLoginOpen(open)} />
      </>
    );
  }

  const name = info.WUser.nickname || info.name || info.username;
  return (
    <>
      <SyncStatus />
      {info.WUser.admin_level > 0 ? (
        <TextLink as={Link} to="/mine/admin">
          {t('nav.admin')}
        </TextLink>
      ) : null}
      <HoverCard
        label={t('nav.account')}
        trigger={({ onClick: _toggle, ...aria }) => (
          <button
            type="button"
            {...aria}
            onClick={() => setProfileOpen(true)}
            style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer', borderRadius: '50%' }}
          >
            {/* Named by its content, not aria-label: the visible initials must stay part of the name. */}
            <VisuallyHidden>{`${t('profile.title')}: `}</VisuallyHidden>
            <Avatar name={name} src={info.avatar || null} />
          </button>
        )}
      >
        <p style={{ margin: '0 0 8px', fontWeight: 600 }}>{name}</p>
        <Button size="sm" onClick={logOut}>
          {t('nav.logout')}
        </Button>
      </HoverCard>
      <ProfileModal key={String(profileOpen)} open={profileOpen} onOpenChange={({ open }) => setProfileOpen(open)} />
    </>
  );
}
