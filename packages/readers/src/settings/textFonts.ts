/** The typefaces TXT and HTML books can be read in: CJK-first stacks, since most novels here are Chinese. */
export type TextFontFamily = 'sans' | 'serif' | 'kai';

export const TEXT_FONT_FAMILIES: readonly TextFontFamily[] = ['sans', 'serif', 'kai'];

/** Each family's stack: a Latin face, then the CJK faces macOS, Windows and Linux ship, then the generic family. */
export const TEXT_FONT_CSS: Record<TextFontFamily, string> = {
  sans: `system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif`,
  serif: `Georgia, 'Noto Serif', 'Noto Serif CJK SC', 'Source Han Serif SC', 'Songti SC', SimSun, serif`,
  kai: `'Kaiti SC', STKaiti, KaiTi, 'AR PL UKai CN', 'TW-Kai', serif`,
};
