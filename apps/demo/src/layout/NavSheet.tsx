import { Button, Drawer, useT } from '@atelier/core';
import LogInIcon from 'lucide-react/icons/log-in';
import LogOutIcon from 'lucide-react/icons/log-out';
import SettingsIcon from 'lucide-react/icons/settings';
import { demoNamespace } from '../demoNamespace';
import { NavLinks } from './NavLinks';
import { MenuActions, MenuSection } from './Navigation.styles';
import type { NavigationViewModel } from './useNavigation';

export interface NavSheetProps {
  open: boolean;
  onOpenChange(details: { open: boolean }): void;
  nav: NavigationViewModel;
  /** A destination was followed. */
  onFollow(): void;
  onOpenSettings(): void;
  onLogOut(): void;
  onLogIn(): void;
}

/** The phones' menu sheet with every destination, grouped (a chunk of its own, see NavMenu). */
export default function NavSheet({ open, onOpenChange, nav, onFollow, onOpenSettings, onLogOut, onLogIn }: NavSheetProps) {
  const t = useT(demoNamespace);
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('nav.menu')}>
      <nav aria-label={t('nav.menu')}>
        <MenuSection aria-labelledby="nav-menu-main">
          <h3 id="nav-menu-main">{t('nav.main')}</h3>
          <NavLinks destinations={nav.primary} isCurrent={nav.isCurrent} layout="column" onFollow={onFollow} />
        </MenuSection>
        {nav.personal.length > 0 ? (
          <MenuSection aria-labelledby="nav-menu-account">
            <h3 id="nav-menu-account">{t('nav.account')}</h3>
            <NavLinks destinations={nav.personal} isCurrent={nav.isCurrent} layout="column" onFollow={onFollow} />
          </MenuSection>
        ) : null}
      </nav>
      <MenuActions>
        <Button variant="secondary" icon={<SettingsIcon size={16} aria-hidden />} onClick={onOpenSettings}>
          {t('nav.settings')}
        </Button>
        {nav.signedIn ? (
          <Button variant="secondary" icon={<LogOutIcon size={16} aria-hidden />} onClick={onLogOut}>
            {t('nav.logout')}
          </Button>
        ) : (
          <Button variant="primary" icon={<LogInIcon size={16} aria-hidden />} onClick={onLogIn}>
            {t('nav.login')}
          </Button>
        )}
      </MenuActions>
    </Drawer>
  );
}
