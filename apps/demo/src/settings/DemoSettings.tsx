import {
  type ColorSchemePreference,
  DEFAULT_LANGUAGE,
  type LanguageCode,
  isColorSchemePreference,
  isLanguageCode,
} from '@atelier/core';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export interface DemoSettingsValue {
  settings: { theme: ColorSchemePreference; language: LanguageCode };
  setTheme(theme: ColorSchemePreference): void;
  setLanguage(language: LanguageCode): void;
}

const SETTINGS_KEY = 'appSetting';
const SettingsContext = createContext<DemoSettingsValue | null>(null);

function readSettings(): DemoSettingsValue['settings'] {
  const fallback = { theme: 'light' as ColorSchemePreference, language: DEFAULT_LANGUAGE };
  try {
    const raw = window.localStorage.getItem(SETTINGS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    const data = (parsed as { data?: Record<string, unknown> } | null)?.data;
    return {
      theme: isColorSchemePreference(data?.['theme']) ? data['theme'] : fallback.theme,
      language: isLanguageCode(data?.['language']) ? data['language'] : fallback.language,
    };
  } catch {
    return fallback;
  }
}

function writeSettings(settings: DemoSettingsValue['settings']) {
  try {
    window.localStorage.setItem(SETTINGS_KEY, JSON.stringify({ data: settings, expire: null }));
  } catch {
    // Private mode or a full quota: the choice still applies for this visit.
  }
}

/** The host owns persistence of the user's theme and language (the widgets only receive them). */
export function DemoSettingsProvider({ children }: { children: (settings: DemoSettingsValue['settings']) => ReactNode }) {
  const [settings, setSettings] = useState(readSettings);
  const update = useCallback((patch: Partial<DemoSettingsValue['settings']>) => {
    setSettings((prev) => {
      const next = { ...prev, ...patch };
      writeSettings(next);
      return next;
    });
  }, []);
  const value = useMemo<DemoSettingsValue>(
    () => ({ settings, setTheme: (theme) => update({ theme }), setLanguage: (language) => update({ language }) }),
    [settings, update],
  );
  return <SettingsContext.Provider value={value}>{children(settings)}</SettingsContext.Provider>;
}

export function useDemoSettings(): DemoSettingsValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useDemoSettings must be used inside <DemoSettingsProvider>');
  return value;
}
