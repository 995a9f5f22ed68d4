import { createContext, useContext } from 'react';
import type { ResolvedAppConfig } from '../config/AppConfig';
import type { AtelierI18n } from '../i18n/createI18n';
import type { ColorScheme, ColorSchemePreference } from '../theme/colorScheme';
import type { AppServices } from './createServices';

export const ConfigContext = createContext<ResolvedAppConfig | null>(null);
export const ServicesContext = createContext<AppServices | null>(null);
export const I18nContext = createContext<AtelierI18n | null>(null);

export interface ThemeState {
  preference: ColorSchemePreference;
  resolved: ColorScheme;
  /** Where overlays render: a themed element at the end of `document.body` (null during SSR). */
  portalContainer: HTMLElement | null;
}
export const ThemeStateContext = createContext<ThemeState | null>(null);

function required<T>(value: T | null, hook: string): T {
  if (value === null) {
    throw new Error(`${hook} must be used inside <AppProvider> from @atelier/core.`);
  }
  return value;
}

export function useAppConfig(): ResolvedAppConfig {
  return required(useContext(ConfigContext), 'useAppConfig');
}

export function useServices(): AppServices {
  return required(useContext(ServicesContext), 'useServices');
}

export function useI18nContext(): AtelierI18n {
  return required(useContext(I18nContext), 'useT');
}

/**
 * The interface language of the nearest AppProvider, for formatting numbers, sizes and dates the
 * way the strings around them are written.
 * @example
 * const language = useLanguage();
 * formatBytes(size, language);
 */
export function useLanguage(): string {
  return useI18nContext().instance.language;
}

export function useThemeState(): ThemeState {
  return required(useContext(ThemeStateContext), 'useThemeState');
}

/** The resolved scheme ('light' | 'dark'), following the system live when the preference is auto. */
export function useColorScheme(): ColorScheme {
  return useThemeState().resolved;
}
