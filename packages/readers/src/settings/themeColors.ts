import type { ReaderTheme } from './readerSettings';

/** Page colours per reading theme; each pair passes WCAG AA for body text. */
export const THEME_COLORS: Record<ReaderTheme, { bg: string; fg: string; muted: string }> = {
  light: { bg: '#ffffff', fg: '#1f2328', muted: '#57606a' },
  sepia: { bg: '#f4ecd8', fg: '#433422', muted: '#5f4b32' },
  dark: { bg: '#1b1d21', fg: '#d9dce1', muted: '#a4aab3' },
};
