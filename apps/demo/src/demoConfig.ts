import type { AppConfig } from '@atelier/core';

/** The demo talks to the reference server on its own origin unless VITE_API_BASE says otherwise. */
export const demoConfig: AppConfig = {
  libraryApi: {
    baseUrl: import.meta.env['VITE_API_BASE'] ?? '',
    env: import.meta.env['VITE_ATELIER_ENV'] ?? 'prod',
  },
};
