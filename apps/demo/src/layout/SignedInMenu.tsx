import { Avatar, Button, HoverCard, useAppStores, useStore, useT } from '@atelier/core';
import LogOutIcon from 'lucide-react/icons/log-out';
import { useState } from 'react';
import { Link } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { TextLink, VisuallyHidden } from './AppLayout.styles';
import { NavLinks } from './NavLinks';
import { destination } from './navDestinations';
import { AvatarTrigger, CardName, MenuActions, WideOnly } from './Navigation.styles';
import { lazyPart } from './lazyPart';
import { SyncStatus } from './SyncStatus';
import type { NavigationViewModel } from './useNavigation';

const ProfileModal = lazyPart(() => import('./ProfileModal').then(({ ProfileModal: modal }) => modal));

/**
 * The signed-in part of spec §2's top menu: the sync status, the Admin link for admins, the
 * avatar's hover card (nickname, the personal destinations, log out) and the profile modal on click.
 */
export function SignedInMenu({ nav, onLogOut }: { nav: NavigationViewModel; onLogOut(): void }) {
  const t = useT(demoNamespace);
  const info = useStore(useAppStores().user);
  const [profileOpen, setProfileOpen] = useState(false);
  const [cardOpen, setCardOpen] = useState(false);

  const name = info.WUser.nickname || info.name || info.username;
  return (
    <>
      <SyncStatus />
      {info.WUser.admin_level > 0 ? (
        <WideOnly>
          <TextLink as={Link} to="/mine/admin" aria-current={nav.isCurrent(destination('admin')) ? 'page' : undefined}>
            {t('nav.admin')}
          </TextLink>
        </WideOnly>
      ) : null}
      <HoverCard
        label={t('nav.account')}
        align="end"
        open={cardOpen}
        onOpenChange={({ open }) => setCardOpen(open)}
        trigger={({ onClick: _toggle, ...aria }) => (
          <AvatarTrigger type="button" {...aria} onClick={() => setProfileOpen(true)}>
            {/* Named by its content, not aria-label: the visible initials must stay part of the name. */}
            <VisuallyHidden>{`${t('profile.title')}: `}</VisuallyHidden>
            <Avatar name={name} src={info.avatar || null} />
          </AvatarTrigger>
        )}
      >
        <CardName>{name}</CardName>
        <nav aria-label={t('nav.account')}>
          <NavLinks destinations={nav.personal} isCurrent={nav.isCurrent} layout="column" onFollow={() => setCardOpen(false)} />
        </nav>
        <MenuActions>
          <Button size="sm" icon={<LogOutIcon size={14} aria-hidden />} onClick={onLogOut}>
            {t('nav.logout')}
          </Button>
        </MenuActions>
      </HoverCard>
      {/* Mounted only while open: it reads the e-mail address from the server when it opens (and is fetched then). */}
      {profileOpen ? (
        <ProfileModal open onOpenChange={({ open }) => setProfileOpen(open)} />
      ) : null}
    </>
  );
}
