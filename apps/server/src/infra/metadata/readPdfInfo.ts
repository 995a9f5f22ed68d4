import { decodePdfText } from './decodePdfText';
import { pdfTokens, type PdfToken } from './pdfTokens';

export interface PdfInfo {
  title?: string;
  author?: string;
  description?: string;
}

const KEYS: Record<string, keyof PdfInfo> = { Title: 'title', Author: 'author', Subject: 'description' };

/** The digits of an unsigned integer token, else undefined. */
function integer(token: PdfToken | undefined): string | undefined {
  if (token?.type !== 'word' || token.value === '') return undefined;
  for (const c of token.value) if (c < '0' || c > '9') return undefined;
  return token.value;
}

/**
 * The document Info dictionary found in `parts` (pieces of one PDF, in file order). The trailer's
 * `/Info n g R` picks the object; when that object is not among the bytes, the first
 * /Title, /Author and /Subject strings seen anywhere are taken instead.
 */
export function readPdfInfo(parts: Buffer[]): PdfInfo {
  let infoRef: string | undefined;
  const objects = new Map<string, PdfInfo>();
  const first: PdfInfo = {};

  for (const bytes of parts) {
    let object: string | undefined;
    let depth = 0;
    // The last three tokens: enough to see `n g obj`, `/Info n g R` and `/Key (value)`.
    let t1: PdfToken | undefined;
    let t2: PdfToken | undefined;
    let t3: PdfToken | undefined;
    for (const token of pdfTokens(bytes)) {
      if (token.type === 'word' && token.value === 'obj' && integer(t1) && integer(t2)) {
        object = `${integer(t2)} ${integer(t1)}`;
        depth = 0;
        objects.set(object, objects.get(object) ?? {});
      } else if (token.type === 'word' && token.value === 'endobj') {
        object = undefined;
      } else if (token.type === 'word' && token.value === 'R' && t3?.type === 'name' && t3.value === 'Info' && integer(t2) && integer(t1)) {
        infoRef = `${integer(t2)} ${integer(t1)}`;
      } else if (token.type === 'dict-open') {
        depth += 1;
      } else if (token.type === 'dict-close') {
        depth = Math.max(0, depth - 1);
      } else if (token.type === 'string' && t1?.type === 'name' && KEYS[t1.value]) {
        const key = KEYS[t1.value]!;
        const text = decodePdfText(token.value);
        if (text) {
          first[key] ??= text;
          const fields = object !== undefined && depth === 1 ? objects.get(object) : undefined;
          if (fields) fields[key] ??= text;
        }
      }
      t3 = t2;
      t2 = t1;
      t1 = token;
    }
  }
  const info = infoRef !== undefined ? objects.get(infoRef) : undefined;
  return info ?? first;
}
