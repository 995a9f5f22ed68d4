import { AppProvider } from '@atelier/core';
import { useEffect } from 'react';
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
  return (
    <DemoSettingsProvider>
      {(settings) => (
        <AppProvider config={demoConfig} locale={settings.language} colorScheme={settings.theme}>
          <DocumentLanguage lang={settings.language} />
          <RouterProvider router={router} />
        </AppProvider>
      )}
    </DemoSettingsProvider>
  );
}
