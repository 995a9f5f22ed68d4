import { chatPrefsService, chatStoreService } from '@atelier/chat';
import { drawImageKeeperService, drawStoreService } from '@atelier/draw';
import { readerSettingsService } from '@atelier/readers';
import { AppProvider, createStorage, createStores, provideService, useServices } from '@atelier/core';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { demoConfig } from './demoConfig';
import { createAppRouter } from './routing/createAppRouter';
import { DemoSettingsProvider } from './settings/DemoSettings';
import { buildConfig, createServerSettingsStore } from './settings/serverSettings';
import { AccountSyncProvider } from './sync/AccountSyncProvider';
import { accountSyncService } from './sync/accountSyncService';
import { createDrawImageKeeper } from './sync/createDrawImageKeeper';

// Chat (conversations and prefs) and drawing keep the browser's own data while signed out and the account's synced copy
// while signed in, without rebuilding the services (and the open page) when the user signs in or out.
const DEMO_SERVICES = [
  provideService(chatStoreService, (core) => core.get(accountSyncService).chat),
  provideService(chatPrefsService, (core) => core.get(accountSyncService).chatPrefs.prefs),
  provideService(readerSettingsService, (core) => core.get(accountSyncService).readerSettings.store),
  provideService(drawStoreService, (core) => core.get(accountSyncService).draw),
  provideService(drawImageKeeperService, createDrawImageKeeper),
];

function DocumentLanguage({ lang }: { lang: string }) {
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return null;
}

function AppRouter() {
  const services = useServices();
  const [router, setRouter] = useState(() => ({ services, router: createAppRouter(services) }));
  // New services (the user changed Settings → Server) need a router whose guards use them.
  if (router.services !== services) setRouter({ services, router: createAppRouter(services) });
  return <RouterProvider router={router.router} />;
}

export function App() {
  const [stores] = useState(() => {
    const storage = createStorage();
    return {
      app: createStores(storage, { env: demoConfig.libraryApi.env ?? 'prod' }),
      server: createServerSettingsStore(storage),
    };
  });
  return (
    <DemoSettingsProvider stores={{ settings: stores.app.settings, server: stores.server }}>
      {(settings, server) => (
        <AppProvider config={buildConfig(demoConfig, server)} stores={stores.app} services={DEMO_SERVICES} locale={settings.language} colorScheme={settings.theme}>
          <DocumentLanguage lang={settings.language} />
          <AccountSyncProvider>
            <AppRouter />
          </AccountSyncProvider>
        </AppProvider>
      )}
    </DemoSettingsProvider>
  );
}

