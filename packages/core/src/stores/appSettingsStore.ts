import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../i18n/languages';
import type { AppStorage } from '../storage/createStorage';
import { type ColorSchemePreference, isColorSchemePreference } from '../theme/colorScheme';
import { SETTINGS_KEY } from './constants';
import { createStore, type Store } from './createStore';
import { readFields } from './readFields';

export interface AppSettings {
  siderCollapsed: boolean;
  theme: ColorSchemePreference;
  language: LanguageCode;
}

export const defaultAppSettings: AppSettings = { siderCollapsed: false, theme: 'light', language: DEFAULT_LANGUAGE };

export interface AppSettingsStore extends Store<AppSettings> {
  setTheme(theme: ColorSchemePreference): void;
  setLanguage(language: LanguageCode): void;
  setSiderCollapsed(collapsed: boolean): void;
}

/** Spec §3: one settings key, stored without expiry. */
export function createAppSettingsStore(storage: AppStorage): AppSettingsStore {
  const initial = readFields(storage.get(SETTINGS_KEY), defaultAppSettings, {
    theme: isColorSchemePreference,
    language: isLanguageCode,
  });
  const store = createStore(initial, {
    defaults: defaultAppSettings,
    onChange: (state) => storage.set(SETTINGS_KEY, state, { expireSeconds: null }),
  });
  return {
    ...store,
    setTheme: (theme) => store.setState({ theme }),
    setLanguage: (language) => store.setState({ language }),
    setSiderCollapsed: (siderCollapsed) => store.setState({ siderCollapsed }),
  };
}
