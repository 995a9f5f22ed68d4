import { useServices } from '@atelier/core';
import { useMemo } from 'react';
import { createLibraryApi, type LibraryApi } from '../api/createLibraryApi';

/** The library API bound to the provider's HTTP client. */
export function useLibraryApi(): LibraryApi {
  const services = useServices();
  return useMemo(() => createLibraryApi(services.libraryApi), [services]);
}

/** Absolute URL for server paths such as `/api/books/…/qrcode.png` or a cover. */
export function useServerUrl(): (path: string | null | undefined) => string | null {
  const services = useServices();
  const base = services.config.libraryApi.baseUrl.replace(/\/+$/, '');
  return (path) => (path ? (path.startsWith('/') ? base + path : path) : null);
}
