/** The moment every visual test believes it is: dates and "x minutes ago" render the same each run. */
export const FIXED_NOW = new Date('2026-03-14T09:26:53Z');

/**
 * Makes a page render the same pixels on every run: fonts that this machine has (DejaVu Sans for
 * Latin, WenQuanYi Micro Hei for CJK; `scripts/visual.mjs` installs the latter), no animation,
 * transition or blinking caret, and no scrollbars that come and go.
 */
export const VISUAL_CSS = `
html, body { margin: 0; padding: 0; }
[data-atelier-root] {
  --atelier-font-family: 'DejaVu Sans', 'WenQuanYi Micro Hei', sans-serif !important;
  --atelier-font-mono: 'DejaVu Sans Mono', 'WenQuanYi Micro Hei Mono', monospace !important;
  font-family: 'DejaVu Sans', 'WenQuanYi Micro Hei', sans-serif !important;
}
*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  transition: none !important;
  caret-color: transparent !important;
  scrollbar-width: none !important;
}
`;
