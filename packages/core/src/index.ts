export { AppProvider, type AppProviderProps } from './provider/AppProvider';
export {
  useAppConfig,
  useServices,
  useColorScheme,
  useThemeState,
  type ThemeState,
} from './provider/contexts';
export { createServices, type AppServices, type TokenSource } from './provider/createServices';

export type { AppConfig, ResolvedAppConfig } from './config/AppConfig';
export { validateConfig } from './config/validateConfig';

export {
  AtelierError,
  AtelierConfigError,
  ApiRequestError,
  isAtelierError,
  isApiRequestError,
} from './errors/AtelierError';

export { createHttpClient, type HttpClient, type HttpClientOptions } from './http/createHttpClient';
export { toApiRequestError } from './http/toApiRequestError';

export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isLanguageCode,
  matchLanguage,
  resolveLanguage,
  type LanguageCode,
} from './i18n/languages';
export { defineNamespace, type Messages, type MessageKey, type NamespaceResources } from './i18n/namespace';
export { createI18n, type AtelierI18n } from './i18n/createI18n';
export { useT, type TranslateFn } from './i18n/useT';
export { coreNamespace } from './i18n/coreNamespace';

export { lightTokens, darkTokens, breakpoints, media, type ThemeTokens, type Breakpoint } from './theme/tokens';
export { vars, cssVarName } from './theme/cssVars';
export {
  resolveColorScheme,
  isColorSchemePreference,
  type ColorScheme,
  type ColorSchemePreference,
} from './theme/colorScheme';
export { ThemeRoot, type ThemeRootProps, type AtelierStyledTheme } from './theme/ThemeRoot';
