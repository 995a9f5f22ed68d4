import { AppProvider, createStorage, createStores } from '@atelier/core';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { demoConfig } from './demoConfig';
import { router } from './router';
import { DemoSettingsProvider } from './settings/DemoSettings';

function DocumentLanguage({ lang }: { lang: string }) {
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return null;
}

export function App() {
  const [stores] = useState(() => createStores(createStorage(), { env: demoConfig.libraryApi.env ?? 'prod' }));
  return (
    <DemoSettingsProvider store={stores.settings}>
      {(settings) => (
        <AppProvider config={demoConfig} stores={stores} locale={settings.language} colorScheme={settings.theme}>
          <DocumentLanguage lang={settings.language} />
          <RouterProvider router={router} />
        </AppProvider>
      )}
    </DemoSettingsProvider>
  );
}
