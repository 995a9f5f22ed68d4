import { render, screen } from '@testing-library/react';
import { styled, ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../config/AppConfig';
import { coreNamespace } from '../i18n/coreNamespace';
import { useT } from '../i18n/useT';
import { AppProvider } from './AppProvider';
import { useAppConfig, useColorScheme, useServices } from './contexts';

const config: AppConfig = { libraryApi: { baseUrl: '/lib' }, storage: { backend: null } };

function CloseLabel() {
  const t = useT(coreNamespace);
  return <button type="button">{t('ui.close')}</button>;
}

describe('AppProvider', () => {
  it('renders a scoped root with the colour scheme and language, never touching <html>', () => {
    const { container } = render(
      <AppProvider config={config} locale="en-US" colorScheme="dark">
        <p>child</p>
      </AppProvider>,
    );
    const root = container.querySelector('[data-atelier-root]');
    expect(root).toHaveProperty('lang', 'en-US');
    expect(root?.getAttribute('data-color-scheme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-color-scheme')).toBeNull();
    expect(screen.getByText('child')).toBeTruthy();
  });

  it('translates, and switches language live when the locale prop changes', async () => {
    const { rerender } = render(
      <AppProvider config={config} locale="en-US">
        <CloseLabel />
      </AppProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Close');
    rerender(
      <AppProvider config={config} locale="fr-FR">
        <CloseLabel />
      </AppProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Fermer' })).toBeTruthy();
    rerender(
      <AppProvider config={config} locale="zh-CN">
        <CloseLabel />
      </AppProvider>,
    );
    expect(await screen.findByRole('button', { name: '关闭' })).toBeTruthy();
  });

  it('exposes the validated config and services', () => {
    function Probe() {
      const cfg = useAppConfig();
      const services = useServices();
      return (
        <output data-testid="probe">
          {JSON.stringify({ base: cfg.libraryApi.baseUrl, env: cfg.libraryApi.env, hasClient: typeof services.libraryApi.get === 'function' })}
        </output>
      );
    }
    render(
      <AppProvider config={config}>
        <Probe />
      </AppProvider>,
    );
    expect(JSON.parse(screen.getByTestId('probe').textContent ?? '')).toEqual({ base: '/lib', env: 'prod', hasClient: true });
  });

  it('keeps the same services across re-renders with an equal inline config', () => {
    const seen = new Set<unknown>();
    function Probe() {
      seen.add(useServices());
      return null;
    }
    const { rerender } = render(
      <AppProvider config={{ libraryApi: { baseUrl: '/lib' } }}>
        <Probe />
      </AppProvider>,
    );
    rerender(
      <AppProvider config={{ libraryApi: { baseUrl: '/lib' } }}>
        <Probe />
      </AppProvider>,
    );
    expect(seen.size).toBe(1);
  });

  it('throws an error naming the bad key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<AppProvider config={{ libraryApi: { baseUrl: 5 } } as unknown as AppConfig} />)).toThrow(
      /libraryApi\.baseUrl/,
    );
  });

  it('makes hooks outside the provider fail loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useServices();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(/inside <AppProvider>/);
  });

  it("keeps a host's styled-components theme next to ours", () => {
    const Probe = styled.span`
      color: ${({ theme }) => (theme as { brand?: string }).brand ?? 'none'};
    `;
    function Scheme() {
      return <output data-testid="probe">{useColorScheme()}</output>;
    }
    render(
      <ThemeProvider theme={{ brand: 'rgb(1, 2, 3)' }}>
        <AppProvider config={config} colorScheme="light">
          <Probe>host</Probe>
          <Scheme />
        </AppProvider>
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByText('host')).color).toBe('rgb(1, 2, 3)');
    expect(screen.getByTestId('probe').textContent).toBe('light');
  });

  it('resolves auto from the system preference', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('dark'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    function Scheme() {
      return <output data-testid="probe">{useColorScheme()}</output>;
    }
    render(
      <AppProvider config={config} colorScheme="auto">
        <Scheme />
      </AppProvider>,
    );
    window.matchMedia = original;
    expect(screen.getByTestId('probe').textContent).toBe('dark');
  });
});
