import { AppProvider, type ColorSchemePreference, type LanguageCode, type UserInfo } from '@atelier/core';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DemoSettingsProvider } from '../settings/DemoSettings';
import { createStoryStores } from './createStoryStores';

export interface DemoStoryHostProps {
  /** What the user store holds before the first render (signed in, admin…). */
  user?: Partial<UserInfo>;
  env?: string;
  locale: LanguageCode;
  colorScheme: ColorSchemePreference;
  /** The page the memory router starts on. @default '/chat' */
  path?: string;
  /** Rendered at every path (a layout renders `page` in its `<Outlet />`). */
  children: ReactNode;
  /** Content of the layout's outlet. @default nothing */
  page?: ReactNode;
}

/**
 * The demo's providers for a story: in-memory storage, the host's settings stores and a memory
 * router, so header and settings render as in the app without touching the real browser state.
 */
export function DemoStoryHost({ user, env = 'prod', locale, colorScheme, path = '/chat', children, page = null }: DemoStoryHostProps) {
  const [stores] = useState(() => createStoryStores({ user, env, locale, colorScheme }));
  const [router] = useState(() => createMemoryRouter([{ path: '/', element: children, children: [{ path: '*', element: page }] }], { initialEntries: [path] }));
  return (
    <DemoSettingsProvider stores={{ settings: stores.app.settings, server: stores.server }}>
      {(settings) => (
        <AppProvider
          config={{ libraryApi: { baseUrl: '' }, storage: { backend: null } }}
          stores={stores.app}
          locale={settings.language}
          colorScheme={settings.theme}
        >
          <RouterProvider router={router} />
        </AppProvider>
      )}
    </DemoSettingsProvider>
  );
}
