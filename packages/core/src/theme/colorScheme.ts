export type ColorSchemePreference = 'light' | 'dark' | 'auto';
export type ColorScheme = 'light' | 'dark';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isColorSchemePreference(value: unknown): value is ColorSchemePreference {
  return value === 'light' || value === 'dark' || value === 'auto';
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

export function resolveColorScheme(preference: ColorSchemePreference, prefersDark: boolean): ColorScheme {
  if (preference === 'auto') return prefersDark ? 'dark' : 'light';
  return preference;
}

export function subscribeToSystemScheme(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
