import { type ColorSchemePreference, type LanguageCode, type UserInfo } from '@atelier/core';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { StoryAppProvider } from './StoryAppProvider';

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
  const [router] = useState(() => createMemoryRouter([{ path: '/', element: children, children: [{ path: '*', element: page }] }], { initialEntries: [path] }));
  return (
    <StoryAppProvider user={user} env={env} locale={locale} colorScheme={colorScheme}>
      <RouterProvider router={router} />
    </StoryAppProvider>
  );
}
