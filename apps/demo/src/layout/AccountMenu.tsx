import { Button, Skeleton, useAppStores, useStore, useT } from '@atelier/core';
import { useState } from 'react';
import { demoNamespace } from '../demoNamespace';
import { LazyLoginModal } from './LazyLoginModal';
import { lazyPart } from './lazyPart';
import type { NavigationViewModel } from './useNavigation';

// Its own chunk (the hover card, avatar and sync status): a signed-out first visit never needs it.
const SignedInMenu = lazyPart(
  () => import('./SignedInMenu').then(({ SignedInMenu: menu }) => menu),
  <Skeleton variant="block" width="32px" height="32px" />,
);

/** Spec §2 top menu: Login when signed out; signed in, the avatar's menu (an avatar-sized placeholder while its code arrives). */
export function AccountMenu({ nav, onLogOut }: { nav: NavigationViewModel; onLogOut(): void }) {
  const t = useT(demoNamespace);
  const info = useStore(useAppStores().user);
  const [loginOpen, setLoginOpen] = useState(false);

  if (!info.token) {
    return (
      <>
        <Button variant="ghost" onClick={() => setLoginOpen(true)}>
          {t('nav.login')}
        </Button>
        <LazyLoginModal open={loginOpen} onOpenChange={({ open }) => setLoginOpen(open)} />
      </>
    );
  }
  return <SignedInMenu nav={nav} onLogOut={onLogOut} />;
}
