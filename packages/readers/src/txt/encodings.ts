/**
 * The encodings a TXT novel may come in, as WHATWG TextDecoder labels (browsers and Node 20's
 * full-ICU build decode all of them natively, so no decoding library ships to the browser).
 * GB18030 stands for the whole GB2312 ⊂ GBK ⊂ GB18030 family: it decodes the older ones unchanged.
 */
export const TXT_ENCODINGS = [
  'utf-8',
  'gb18030',
  'big5',
  'utf-16le',
  'utf-16be',
  'shift_jis',
  'euc-kr',
  'windows-1252',
] as const;

export type TxtEncoding = (typeof TXT_ENCODINGS)[number];

/** For values read back from storage or a URL: an override there may be anything. */
export function isTxtEncoding(value: unknown): value is TxtEncoding {
  return typeof value === 'string' && (TXT_ENCODINGS as readonly string[]).includes(value);
}
