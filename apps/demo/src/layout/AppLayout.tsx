import { IconButton, useAppStores, useStore, useT } from '@atelier/core';
import HouseIcon from 'lucide-react/icons/house';
import SettingsIcon from 'lucide-react/icons/settings';
import UserIcon from 'lucide-react/icons/user';
import WrenchIcon from 'lucide-react/icons/wrench';
import { useCallback, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { SettingsOpenerContext } from '../settings/SettingsOpener';
import type { SettingsSectionId } from '../settings/settingsSections';
import { AccountMenu } from './AccountMenu';
import { HeaderVisibilityContext } from './HeaderVisibility';
import { Actions, BottomBar, Brand, Header, LayoutRoot, Main } from './AppLayout.styles';
import { NavLinks } from './NavLinks';
import { NavMenu } from './NavMenu';
import { PhoneOnly, PrimaryNav } from './Navigation.styles';
import { lazyPart } from './lazyPart';
import { useLogout } from './useLogout';
import { useNavigation } from './useNavigation';
import { isReaderPath } from '../routing/bookTypes';

const AppSettingsDialog = lazyPart(() => import('../settings/AppSettingsDialog').then((m) => m.default));
// Fetched when the pointer or focus reaches a settings button, so the first click rarely waits.
const preloadSettings = AppSettingsDialog.preload;

export function AppLayout() {
  const t = useT(demoNamespace);
  const { pathname } = useLocation();
  const env = useStore(useAppStores().envInfo, (s) => s.env);
  const nav = useNavigation();
  const logOut = useLogout();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the modal's own focus return.
  const [settingsUsed, setSettingsUsed] = useState(false);
  const [section, setSection] = useState<SettingsSectionId>('general');
  const [headerShown, setHeaderShown] = useState(true);
  const openSettings = useCallback((next: SettingsSectionId = 'general') => {
    setSection(next);
    setSettingsOpen(true);
    setSettingsUsed(true);
  }, []);
  return (
    <LayoutRoot>
      <Header hidden={!headerShown}>
        <Brand as={Link} to="/">
          Atelier
        </Brand>
        <PrimaryNav aria-label={t('nav.main')}>
          <NavLinks destinations={nav.primary} isCurrent={nav.isCurrent} layout="row" />
        </PrimaryNav>
        <Actions>
          <AccountMenu nav={nav} onLogOut={logOut} />
          <IconButton
            icon={<SettingsIcon />}
            label={t('nav.settings')}
            onClick={() => openSettings()}
            onPointerEnter={preloadSettings}
            onFocus={preloadSettings}
          />
          <PhoneOnly>
            <NavMenu nav={nav} onOpenSettings={() => openSettings()} onLogOut={logOut} />
          </PhoneOnly>
        </Actions>
      </Header>
      <Main>
        <SettingsOpenerContext.Provider value={openSettings}>
          <HeaderVisibilityContext.Provider value={setHeaderShown}>
            <Outlet />
          </HeaderVisibilityContext.Provider>
        </SettingsOpenerContext.Provider>
      </Main>
      {pathname !== '/feedback' && !isReaderPath(pathname) ? (
        <BottomBar aria-label={t('nav.mobile')} hidden={!headerShown}>
          <NavLink to="/info/main">
            <HouseIcon size={20} aria-hidden />
            {t('nav.home')}
          </NavLink>
          <NavLink to="/mine/index">
            <UserIcon size={20} aria-hidden />
            {t('nav.mine')}
          </NavLink>
          {env === 'ppe' ? (
            <NavLink to="/dev">
              <WrenchIcon size={20} aria-hidden />
              {t('nav.dev')}
            </NavLink>
          ) : null}
        </BottomBar>
      ) : null}
      {settingsUsed ? (
        <AppSettingsDialog key={section} section={section} open={settingsOpen} onOpenChange={({ open }) => setSettingsOpen(open)} />
      ) : null}
    </LayoutRoot>
  );
}
