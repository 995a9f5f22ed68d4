/** Design tokens as plain data; light and dark share one shape. */
export const lightTokens = {
  color: {
    bg: '#ffffff',
    bgSubtle: '#f6f7f9',
    bgMuted: '#eceef2',
    bgElevated: '#ffffff',
    fg: '#1f2328',
    fgMuted: '#57606a',
    fgSubtle: '#6e7781',
    border: '#d0d7de',
    borderStrong: '#8c959f',
    primary: '#2563eb',
    primaryHover: '#1d4ed8',
    primaryFg: '#ffffff',
    primarySubtle: '#dbeafe',
    /** Primary-coloured text that keeps 4.5:1 on bg and primarySubtle. */
    primaryText: '#1d4ed8',
    danger: '#c62828',
    dangerFg: '#ffffff',
    dangerSubtle: '#fde7e7',
    success: '#1a7f37',
    successSubtle: '#dafbe1',
    warning: '#9a6700',
    warningSubtle: '#fff8c5',
    focusRing: '#2563eb',
    overlay: 'rgba(15, 23, 42, 0.45)',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  font: {
    family:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    sizeSm: '12px',
    sizeMd: '14px',
    sizeLg: '16px',
    sizeXl: '20px',
    lineHeight: '1.5',
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
  zIndex: { popover: '1000', drawer: '1100', modal: '1200', toast: '1300' },
};

export type ThemeTokens = typeof lightTokens;

export const darkTokens: ThemeTokens = {
  ...lightTokens,
  color: {
    bg: '#0d1117',
    bgSubtle: '#161b22',
    bgMuted: '#21262d',
    bgElevated: '#1c2128',
    fg: '#e6edf3',
    fgMuted: '#9198a1',
    fgSubtle: '#7d8590',
    border: '#30363d',
    borderStrong: '#6e7681',
    primary: '#4493f8',
    primaryHover: '#6cb0ff',
    primaryFg: '#0d1117',
    primarySubtle: '#15294a',
    primaryText: '#8cc4ff',
    danger: '#f85149',
    dangerFg: '#0d1117',
    dangerSubtle: '#3c1618',
    success: '#3fb950',
    successSubtle: '#12261e',
    warning: '#d29922',
    warningSubtle: '#2e2410',
    focusRing: '#6cb0ff',
    overlay: 'rgba(1, 4, 9, 0.7)',
  },
  shadow: {
    sm: '0 1px 2px rgba(1, 4, 9, 0.6)',
    md: '0 4px 12px rgba(1, 4, 9, 0.6)',
    lg: '0 12px 32px rgba(1, 4, 9, 0.7)',
  },
};

/** Responsive breakpoints of spec §9, in px; "mobile" is below `sm`. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media query helpers for styled-components: `${media.below('sm')} { … }`. */
export const media = {
  below: (bp: Breakpoint) => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
  atLeast: (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)`,
};
