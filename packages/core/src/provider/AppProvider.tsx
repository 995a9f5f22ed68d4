import { type CSSProperties, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { AppConfig } from '../config/AppConfig';
import { validateConfig } from '../config/validateConfig';
import { createI18n } from '../i18n/createI18n';
import { coreNamespace } from '../i18n/coreNamespace';
import { type LanguageCode, resolveLanguage } from '../i18n/languages';
import type { Messages } from '../i18n/namespace';
import type { ColorSchemePreference } from '../theme/colorScheme';
import { ThemeRoot } from '../theme/ThemeRoot';
import { ConfirmProvider } from '../ui/Confirm/ConfirmProvider';
import { ToastProvider } from '../ui/Toast/ToastProvider';
import { ConfigContext, I18nContext, ServicesContext } from './contexts';
import { type CreateServicesOptions, createServices } from './createServices';

/** Props of `AppProvider`. */
export interface AppProviderProps {
  /** Where the services live; validated once, throws `AtelierConfigError` naming a bad key. */
  config: AppConfig;
  /** Interface language, or 'auto' for the browser's preference. @default 'zh-CN' */
  locale?: LanguageCode | 'auto';
  /** Light, dark, or `auto` to follow the OS setting. @default 'auto' */
  colorScheme?: ColorSchemePreference;
  /** Per-language string overrides by namespace: `{ 'en-US': { chat: { composer: { send: 'Go' } } } }`. @default undefined */
  resources?: Partial<Record<LanguageCode, Record<string, Messages>>>;
  /** Stores created by the host with `createStores(createStorage())`, to read settings before rendering. @default own stores */
  stores?: CreateServicesOptions['stores'];
  /** Replaces the default library token source (the user store and `/api/refresh`). @default the user store and `/api/refresh` */
  tokens?: CreateServicesOptions['tokens'];
  /**
   * Replacements for widget packages' services, made with `provideService` (e.g. chat's store backed
   * by the host's server). Keep the array stable (module scope or `useMemo`): a new one rebuilds every
   * service. @default none
   */
  services?: CreateServicesOptions['services'];
  /** Class on the widgets' root element (`[data-atelier-root]`). @default undefined */
  className?: string;
  /** Inline style on the widgets' root element. @default undefined */
  style?: CSSProperties;
  /** The widgets. @default undefined */
  children?: ReactNode;
}

const identity = (password: string) => password;

function useStableConfig(config: AppConfig) {
  // Inline `config={{…}}` objects must not rebuild clients each render: key on values, and
  // call the password hook through a ref so a new function identity needs no rebuild.
  const transformRef = useRef(config.auth?.transformPassword);
  useEffect(() => {
    transformRef.current = config.auth?.transformPassword;
  });
  const [transformPassword] = useState(
    () => (password: string) => (transformRef.current ?? identity)(password),
  );
  const signature = JSON.stringify(config, (key, value: unknown) =>
    typeof value === 'function' || (key === 'backend' && value) ? '[ref]' : value,
  );
  const backend = config.storage?.backend;
  return useMemo(
    () => validateConfig({ ...config, auth: { transformPassword } }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the config's values
    [signature, backend, transformPassword],
  );
}

/**
 * Gives every Atelier widget below it config, services, its own i18next instance and the
 * scoped theme. Widgets never create one themselves: a missing provider is a loud error.
 */
export function AppProvider({
  config,
  locale = 'zh-CN',
  colorScheme = 'auto',
  resources,
  stores,
  tokens,
  services: overrides,
  className,
  style,
  children,
}: AppProviderProps) {
  const resolvedConfig = useStableConfig(config);
  const language = resolveLanguage(locale);
  const [i18n] = useState(() => createI18n(language));
  const services = useMemo(
    () => createServices(resolvedConfig, { ...(stores ? { stores } : {}), ...(tokens ? { tokens } : {}), ...(overrides ? { services: overrides } : {}) }),
    [resolvedConfig, stores, tokens, overrides],
  );

  useEffect(() => {
    void i18n.register(coreNamespace);
  }, [i18n]);
  useEffect(() => {
    if (i18n.instance.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
  useEffect(() => {
    if (resources) i18n.setOverrides(resources);
  }, [i18n, resources]);

  return (
    <ConfigContext.Provider value={resolvedConfig}>
      <ServicesContext.Provider value={services}>
        <I18nContext.Provider value={i18n}>
          <ThemeRoot colorScheme={colorScheme} lang={language} className={className} style={style}>
            <ToastProvider>
              <ConfirmProvider>{children}</ConfirmProvider>
            </ToastProvider>
          </ThemeRoot>
        </I18nContext.Provider>
      </ServicesContext.Provider>
    </ConfigContext.Provider>
  );
}
