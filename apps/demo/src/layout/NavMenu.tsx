import { Button, Drawer, IconButton, LoginModal, useT } from '@atelier/core';
import LogInIcon from 'lucide-react/icons/log-in';
import LogOutIcon from 'lucide-react/icons/log-out';
import MenuIcon from 'lucide-react/icons/menu';
import SettingsIcon from 'lucide-react/icons/settings';
import { useState } from 'react';
import { demoNamespace } from '../demoNamespace';
import { NavLinks } from './NavLinks';
import { MenuActions, MenuSection } from './Navigation.styles';
import type { NavigationViewModel } from './useNavigation';

export interface NavMenuProps {
  nav: NavigationViewModel;
  onOpenSettings(): void;
  onLogOut(): void;
}

/** The phones' menu: a button in the header opening a sheet with every destination, grouped. */
export function NavMenu({ nav, onOpenSettings, onLogOut }: NavMenuProps) {
  const t = useT(demoNamespace);
  const [open, setOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const close = () => setOpen(false);
  // The sheet closes first so focus returns to the menu button before another dialog takes it.
  const then = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <>
      <IconButton icon={<MenuIcon />} label={t('nav.menu')} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} />
      <Drawer open={open} onOpenChange={({ open: next }) => setOpen(next)} title={t('nav.menu')}>
        <nav aria-label={t('nav.menu')}>
          <MenuSection aria-labelledby="nav-menu-main">
            <h3 id="nav-menu-main">{t('nav.main')}</h3>
            <NavLinks destinations={nav.primary} isCurrent={nav.isCurrent} layout="column" onFollow={close} />
          </MenuSection>
          {nav.personal.length > 0 ? (
            <MenuSection aria-labelledby="nav-menu-account">
              <h3 id="nav-menu-account">{t('nav.account')}</h3>
              <NavLinks destinations={nav.personal} isCurrent={nav.isCurrent} layout="column" onFollow={close} />
            </MenuSection>
          ) : null}
        </nav>
        <MenuActions>
          <Button variant="secondary" icon={<SettingsIcon size={16} aria-hidden />} onClick={then(onOpenSettings)}>
            {t('nav.settings')}
          </Button>
          {nav.signedIn ? (
            <Button variant="secondary" icon={<LogOutIcon size={16} aria-hidden />} onClick={then(onLogOut)}>
              {t('nav.logout')}
            </Button>
          ) : (
            <Button variant="primary" icon={<LogInIcon size={16} aria-hidden />} onClick={then(() => setLoginOpen(true))}>
              {t('nav.login')}
            </Button>
          )}
        </MenuActions>
      </Drawer>
      {nav.signedIn ? null : <LoginModal open={loginOpen} onOpenChange={({ open: next }) => setLoginOpen(next)} />}
    </>
  );
}
