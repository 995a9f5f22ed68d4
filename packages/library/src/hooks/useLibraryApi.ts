import type { LibraryApi } from '../api/createLibraryApi';
import { useLibraryServices } from './useLibraryServices';

/** The library API bound to the provider's HTTP client. */
export function useLibraryApi(): LibraryApi {
  return useLibraryServices().api;
}

/** Absolute URL for server paths such as `/api/books/…/qrcode.png` or a cover. */
export function useServerUrl(): (path: string | null | undefined) => string | null {
  return useLibraryServices().serverUrl;
}
