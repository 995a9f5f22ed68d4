import { IconButton, useT } from '@atelier/core';
import MenuIcon from 'lucide-react/icons/menu';
import { useState } from 'react';
import { demoNamespace } from '../demoNamespace';
import { LazyLoginModal } from './LazyLoginModal';
import { lazyPart } from './lazyPart';
import type { NavigationViewModel } from './useNavigation';

// Fetched when the menu first opens; mounted from then on, so closing keeps the drawer's focus return.
const NavSheet = lazyPart(() => import('./NavSheet').then((m) => m.default));

export interface NavMenuProps {
  nav: NavigationViewModel;
  onOpenSettings(): void;
  onLogOut(): void;
}

/** The phones' menu: a button in the header opening a sheet with every destination, grouped. */
export function NavMenu({ nav, onOpenSettings, onLogOut }: NavMenuProps) {
  const t = useT(demoNamespace);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const close = () => setOpen(false);
  // The sheet closes first so focus returns to the menu button before another dialog takes it.
  const then = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <>
      <IconButton
        icon={<MenuIcon />}
        label={t('nav.menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
          setUsed(true);
        }}
      />
      {used ? (
        <NavSheet
            open={open}
            onOpenChange={({ open: next }) => setOpen(next)}
            nav={nav}
            onFollow={close}
            onOpenSettings={then(onOpenSettings)}
            onLogOut={then(onLogOut)}
            onLogIn={then(() => setLoginOpen(true))}
          />
      ) : null}
      {nav.signedIn ? null : <LazyLoginModal open={loginOpen} onOpenChange={({ open: next }) => setLoginOpen(next)} />}
    </>
  );
}
