import type { ReaderSettings } from '../settings/readerSettings';
import { TEXT_FONT_CSS } from '../settings/textFonts';
import { THEME_COLORS } from '../settings/themeColors';

/** The reading theme inside the chapter frame; updated in place when settings change. */
export function chapterCss(settings: ReaderSettings): string {
  const colors = THEME_COLORS[settings.theme];
  return `html{background:${colors.bg};color-scheme:${settings.theme === 'dark' ? 'dark' : 'light'}}
body{margin:0 auto;max-width:42em;padding:1.5em 1.25em 3em;background:${colors.bg};color:${colors.fg};font-family:${TEXT_FONT_CSS[settings.fontFamily]};font-size:${settings.fontSize}px;line-height:${settings.lineHeight};overflow-wrap:anywhere}
img{max-width:100%;height:auto}a{color:inherit}h1,h2,h3{line-height:1.4}p{margin:0 0 .6em}mark{background:#ffd54a;color:#1b1b1b;border-radius:2px;outline:2px solid #e0a800}`;
}

export const THEME_STYLE_ID = 'atelier-reader-theme';

/**
 * The frame's whole document: a policy that allows nothing but inline styles and images from the
 * book's own origin or `data:` (no scripts, fonts, frames or requests elsewhere), the theme, and
 * the sanitized chapter. The srcdoc frame also inherits the host page's policy, so the theme's
 * `<style>` carries the page's style nonce when it has one (`hostStyleNonce`).
 */
export function chapterDocument(body: string, settings: ReaderSettings, imageOrigin: string | null, lang: string, nonce: string | null = null): string {
  const img = ['data:', imageOrigin].filter(Boolean).join(' ');
  const nonceAttribute = nonce ? ` nonce="${nonce.replace(/[^\w+/=-]/g, '')}"` : '';
  return `<!doctype html><html lang="${lang.replace(/[^\w-]/g, '')}"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src ${img}; style-src 'unsafe-inline'"><meta name="viewport" content="width=device-width, initial-scale=1"><style id="${THEME_STYLE_ID}"${nonceAttribute}>${chapterCss(settings)}</style></head><body>${body}</body></html>`;
}
