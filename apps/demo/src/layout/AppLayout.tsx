import { SUPPORTED_LANGUAGES, isColorSchemePreference, isLanguageCode, useT } from '@atelier/core';
import { Link, NavLink, Outlet } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { coreNamespace } from '@atelier/core';
import { useDemoSettings } from '../settings/DemoSettings';
import { Brand, Controls, Field, Header, LayoutRoot, Main, Nav, NavLinkItem } from './AppLayout.styles';

export function AppLayout() {
  const t = useT(demoNamespace);
  const tc = useT(coreNamespace);
  const { settings, setTheme, setLanguage } = useDemoSettings();
  return (
    <LayoutRoot>
      <Header>
        <Brand as={Link} to="/">
          Atelier
        </Brand>
        <Nav aria-label={t('nav.main')}>
          <NavLinkItem as={NavLink} to="/" end>
            {t('nav.home')}
          </NavLinkItem>
        </Nav>
        <Controls>
          <Field>
            {t('settings.theme')}
            <select
              value={settings.theme}
              onChange={(e) => isColorSchemePreference(e.target.value) && setTheme(e.target.value)}
            >
              <option value="light">{tc('theme.light')}</option>
              <option value="dark">{tc('theme.dark')}</option>
              <option value="auto">{tc('theme.auto')}</option>
            </select>
          </Field>
          <Field>
            {t('settings.language')}
            <select value={settings.language} onChange={(e) => isLanguageCode(e.target.value) && setLanguage(e.target.value)}>
              {SUPPORTED_LANGUAGES.map((l) => (
                <option key={l.code} value={l.code} lang={l.code}>
                  {l.label}
                </option>
              ))}
            </select>
          </Field>
        </Controls>
      </Header>
      <Main>
        <Outlet />
      </Main>
    </LayoutRoot>
  );
}
