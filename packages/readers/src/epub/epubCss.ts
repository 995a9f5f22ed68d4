export type EpubFontFamily = 'publisher' | 'serif' | 'sans' | 'mono';

export const EPUB_FONT_FAMILIES: readonly EpubFontFamily[] = ['publisher', 'serif', 'sans', 'mono'];

const FAMILY_CSS: Record<Exclude<EpubFontFamily, 'publisher'>, string> = {
  serif: "Georgia, 'Noto Serif', 'Noto Serif CJK SC', 'Songti SC', serif",
  sans: "system-ui, -apple-system, 'Segoe UI', 'Noto Sans', 'Noto Sans CJK SC', 'PingFang SC', sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
};

export interface EpubCssOptions {
  fontSize: number;
  lineHeight: number;
  fontFamily: EpubFontFamily;
  colors: { bg: string; fg: string; link: string };
}

/**
 * The reader's style inside a book page. Colours and sizes win over the book's (`!important`) so
 * themes stay readable; the family only when the reader chose one, else the publisher's fonts stay.
 */
export function epubCss({ fontSize, lineHeight, fontFamily, colors }: EpubCssOptions): string {
  const family = fontFamily === 'publisher' ? '' : `font-family: ${FAMILY_CSS[fontFamily]} !important;`;
  return [
    `html, body { background: ${colors.bg} !important; color: ${colors.fg} !important; }`,
    `html { font-size: ${fontSize}px !important; }`,
    `body { font-size: ${fontSize}px !important; ${family} }`,
    `body * { line-height: ${lineHeight} !important; color: inherit !important; background-color: transparent !important; ${family} }`,
    `a, a * { color: ${colors.link} !important; }`,
    'img, svg, video { max-width: 100%; height: auto; }',
  ].join('\n');
}
