import { type ColorSchemePreference, type LanguageCode, type UserInfo, useServices } from '@atelier/core';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DEMO_SERVICES } from '../demoServices';
import { createAppRoutes } from '../routing/createAppRouter';
import { AccountSyncProvider } from '../sync/AccountSyncProvider';
import { StoryAppProvider } from './StoryAppProvider';

export interface DemoAppHostProps {
  /** What the user store holds before the first render (signed in, admin…). */
  user?: Partial<UserInfo>;
  locale: LanguageCode;
  colorScheme: ColorSchemePreference;
  /** The address the app opens at. */
  path: string;
}

function PageRouter({ path }: { path: string }) {
  const services = useServices();
  const [router] = useState(() => createMemoryRouter(createAppRoutes(services), { initialEntries: [path] }));
  return <RouterProvider router={router} />;
}

/**
 * The whole demo as `App` composes it (its services, account sync, every route with its guards),
 * on in-memory storage and a memory router: a page story shows exactly what a user at `path` sees,
 * with the server answered by the story's msw handlers.
 */
export function DemoAppHost({ user, locale, colorScheme, path }: DemoAppHostProps) {
  return (
    <StoryAppProvider user={user} locale={locale} colorScheme={colorScheme} services={DEMO_SERVICES}>
      <AccountSyncProvider>
        <PageRouter path={path} />
      </AccountSyncProvider>
    </StoryAppProvider>
  );
}
