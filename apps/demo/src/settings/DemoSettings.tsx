import { type AppSettings, type AppSettingsStore, useStore } from '@atelier/core';
import { createContext, type ReactNode, useContext } from 'react';

const SettingsContext = createContext<AppSettingsStore | null>(null);

/** The host owns the settings store so it can hand theme and language to the provider. */
export function DemoSettingsProvider({
  store,
  children,
}: {
  store: AppSettingsStore;
  children: (settings: AppSettings) => ReactNode;
}) {
  const settings = useStore(store);
  return <SettingsContext.Provider value={store}>{children(settings)}</SettingsContext.Provider>;
}

export function useDemoSettings() {
  const store = useContext(SettingsContext);
  if (!store) throw new Error('useDemoSettings must be used inside <DemoSettingsProvider>');
  const settings = useStore(store);
  return { settings, setTheme: store.setTheme, setLanguage: store.setLanguage, setSiderCollapsed: store.setSiderCollapsed };
}
