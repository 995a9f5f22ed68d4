import { AppProvider, createStorage, createStores, useServices } from '@atelier/core';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { demoConfig } from './demoConfig';
import { DEMO_SERVICES } from './demoServices';
import { createAppRouter } from './routing/createAppRouter';
import { DemoSettingsProvider } from './settings/DemoSettings';
import { buildConfig, createServerSettingsStore } from './settings/serverSettings';
import { AccountSyncProvider } from './sync/AccountSyncProvider';

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

