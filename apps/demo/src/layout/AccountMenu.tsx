import { Button, Skeleton, useAppStores, useStore, useT } from '@atelier/core';
import { lazy, Suspense, useState } from 'react';
import { demoNamespace } from '../demoNamespace';
import { LazyLoginModal } from './LazyLoginModal';
import type { NavigationViewModel } from './useNavigation';

// Its own chunk (the hover card, avatar and sync status): a signed-out first visit never needs it.
const SignedInMenu = lazy(() => import('./SignedInMenu').then(({ SignedInMenu: menu }) => ({ default: menu })));

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
  return (
    <Suspense fallback={<Skeleton variant="block" width="32px" height="32px" />}>
      <SignedInMenu nav={nav} onLogOut={onLogOut} />
    </Suspense>
  );
}
