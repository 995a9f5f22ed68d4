import { decodeText } from '../txt/decodeText';

/** GBK-family labels decode as GB18030, their superset (files labelled gb2312 often hold GBK). */
const ALIASES: Record<string, string> = { gb2312: 'gb18030', gbk: 'gb18030', 'x-gbk': 'gb18030' };

/**
 * An HTML file's text: the charset its `<meta>` declares when the browser knows it, else the
 * TXT detector (BOM, strict UTF-8, then the CJK encodings), as old Chinese HTML novels rarely say.
 */
export function decodeHtml(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2048));
  const declared = /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  const hasBom = (bytes[0] === 0xef && bytes[1] === 0xbb) || (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (declared && !hasBom) {
    try {
      return new TextDecoder(ALIASES[declared] ?? declared).decode(bytes);
    } catch {
      // A label the browser does not know: detect instead.
    }
  }
  return decodeText(bytes).text;
}
