export const SUPPORTED_LANGUAGES = [
  { code: 'zh-CN', label: '简体中文', dir: 'ltr' },
  { code: 'zh-TW', label: '繁體中文', dir: 'ltr' },
  { code: 'en-US', label: 'English', dir: 'ltr' },
  { code: 'ko-KR', label: '한국어', dir: 'ltr' },
  { code: 'fr-FR', label: 'Français', dir: 'ltr' },
  { code: 'ru-RU', label: 'Русский', dir: 'ltr' },
  { code: 'vi-VN', label: 'Tiếng Việt', dir: 'ltr' },
  { code: 'tr-TR', label: 'Türkçe', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'zh-CN';
export const FALLBACK_LANGUAGE: LanguageCode = 'en-US';

const CODES = new Set<string>(SUPPORTED_LANGUAGES.map((l) => l.code));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && CODES.has(value);
}

/**
 * Maps any BCP-47 tag onto one of ours: exact match first, then Chinese script/region
 * (Hant, TW, HK, MO → zh-TW), then the primary subtag (`fr-CA` → `fr-FR`).
 */
export function matchLanguage(tag: string): LanguageCode | null {
  if (isLanguageCode(tag)) return tag;
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) {
    return /hant|-tw|-hk|-mo/.test(lower) ? 'zh-TW' : 'zh-CN';
  }
  const primary = lower.split('-')[0];
  const found = SUPPORTED_LANGUAGES.find((l) => l.code.toLowerCase().split('-')[0] === primary);
  return found ? found.code : null;
}

/** `'auto'` resolves the browser's preferred languages; unknown tags fall back to the default. */
export function resolveLanguage(
  locale: LanguageCode | 'auto' | (string & {}) | undefined,
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? [],
): LanguageCode {
  if (locale && locale !== 'auto') return matchLanguage(locale) ?? DEFAULT_LANGUAGE;
  for (const tag of preferred) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
