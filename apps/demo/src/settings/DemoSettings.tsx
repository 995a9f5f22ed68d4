import { type AppSettings, type AppSettingsStore, type Store, useStore } from '@atelier/core';
import { createContext, type ReactNode, useContext } from 'react';
import type { ServerSettings } from './serverSettings';

interface DemoStores {
  settings: AppSettingsStore;
  server: Store<ServerSettings>;
}

const DemoStoresContext = createContext<DemoStores | null>(null);

/** The host owns the settings stores so it can hand theme, language and services to the provider. */
export function DemoSettingsProvider({
  stores,
  children,
}: {
  stores: DemoStores;
  children: (settings: AppSettings, server: ServerSettings) => ReactNode;
}) {
  const settings = useStore(stores.settings);
  const server = useStore(stores.server);
  return <DemoStoresContext.Provider value={stores}>{children(settings, server)}</DemoStoresContext.Provider>;
}

function useDemoStores(): DemoStores {
  const stores = useContext(DemoStoresContext);
  if (!stores) throw new Error('useDemoSettings must be used inside <DemoSettingsProvider>');
  return stores;
}

export function useDemoSettings() {
  const { settings: store } = useDemoStores();
  const settings = useStore(store);
  return { settings, setTheme: store.setTheme, setLanguage: store.setLanguage, setSiderCollapsed: store.setSiderCollapsed };
}

export function useServerSettings() {
  const { server } = useDemoStores();
  return { server: useStore(server), store: server };
}
