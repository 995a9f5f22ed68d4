import { Button, useAppStores, useStore, useT } from '@atelier/core';
import { useCallback, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { SettingsModal } from '../settings/SettingsModal';
import { SettingsOpenerContext } from '../settings/SettingsOpener';
import { registeredSections } from '../settings/registeredSections';
import { type SettingsSectionId, SettingsSectionsContext } from '../settings/settingsSections';
import { AccountMenu } from './AccountMenu';
import { usePublicLibraryLink } from './usePublicLibraryLink';
import { Actions, BottomBar, Brand, Header, LayoutRoot, Main, Nav, NavLinkItem } from './AppLayout.styles';

export function AppLayout() {
  const t = useT(demoNamespace);
  const { pathname } = useLocation();
  const env = useStore(useAppStores().envInfo, (s) => s.env);
  const publicLibrary = usePublicLibraryLink();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [section, setSection] = useState<SettingsSectionId>('general');
  const openSettings = useCallback((next: SettingsSectionId = 'general') => {
    setSection(next);
    setSettingsOpen(true);
  }, []);
  return (
    <LayoutRoot>
      <Header>
        <Brand as={Link} to="/">
          Atelier
        </Brand>
        <Nav aria-label={t('nav.main')}>
          <NavLinkItem as={NavLink} to="/chat">
            {t('nav.chat')}
          </NavLinkItem>
          <NavLinkItem as={NavLink} to="/draw">
            {t('nav.draw')}
          </NavLinkItem>
          <NavLinkItem as={NavLink} to="/gallery">
            {t('nav.gallery')}
          </NavLinkItem>
          <NavLinkItem as={NavLink} to="/info/main">
            {t('nav.upload')}
          </NavLinkItem>
          {publicLibrary ? (
            <NavLinkItem as={NavLink} to="/public">
              {t('nav.public')}
            </NavLinkItem>
          ) : null}
        </Nav>
        <Actions>
          <AccountMenu />
          <Button
            variant="ghost"
            aria-label={t('nav.settings')}
            icon={<span aria-hidden="true">⚙</span>}
            onClick={() => openSettings()}
          />
        </Actions>
      </Header>
      <Main>
        <SettingsOpenerContext.Provider value={openSettings}>
          <Outlet />
        </SettingsOpenerContext.Provider>
      </Main>
      {pathname !== '/feedback' ? (
        <BottomBar aria-label={t('nav.mobile')}>
          <NavLink to="/info/main">{t('nav.home')}</NavLink>
          <NavLink to="/mine/index">{t('nav.mine')}</NavLink>
          {env === 'ppe' ? <NavLink to="/dev">{t('nav.dev')}</NavLink> : null}
        </BottomBar>
      ) : null}
      <SettingsSectionsContext.Provider value={registeredSections}>
        <SettingsModal key={section} section={section} open={settingsOpen} onOpenChange={({ open }) => setSettingsOpen(open)} />
      </SettingsSectionsContext.Provider>
    </LayoutRoot>
  );
}
