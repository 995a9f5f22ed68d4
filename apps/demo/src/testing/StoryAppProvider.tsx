import { AppProvider, type AppProviderProps } from '@atelier/core';
import { type ReactNode, useState } from 'react';
import { DemoSettingsProvider } from '../settings/DemoSettings';
import { createStoryStores, type StoryStoresOptions } from './createStoryStores';

/** The demo's settings and app providers for a story, on the stores `createStoryStores` makes once. */
export function StoryAppProvider({ services, children, ...options }: StoryStoresOptions & { services?: AppProviderProps['services']; children: ReactNode }) {
  const [stores] = useState(() => createStoryStores(options));
  return (
    <DemoSettingsProvider stores={{ settings: stores.app.settings, server: stores.server }}>
      {(settings) => (
        <AppProvider
          config={{ libraryApi: { baseUrl: '' }, storage: { backend: null } }}
          stores={stores.app}
          {...(services ? { services } : {})}
          locale={settings.language}
          colorScheme={settings.theme}
        >
          {children}
        </AppProvider>
      )}
    </DemoSettingsProvider>
  );
}
