/**
 * PDFDocEncoding differs from Latin-1 in 0x80–0xA0 (ISO 32000 Annex D); 0x9F is undefined.
 * Indexed from 0x80.
 */
const PDF_DOC_HIGH = '•†‡…—–ƒ⁄‹›−‰„“”‘’‚™ﬁﬂŁŒŠŸŽıłœšž\ufffd€';

const MAX_TEXT = 2000;

/** A PDF text string: UTF-16BE or UTF-8 after their byte-order marks, PDFDocEncoding otherwise. */
export function decodePdfText(bytes: Buffer): string {
  let text: string;
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const body = Buffer.from(bytes.subarray(2, bytes.length - (bytes.length % 2)));
    text = body.swap16().toString('utf16le');
  } else if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    text = bytes.toString('utf8', 3);
  } else {
    text = '';
    for (const byte of bytes) text += byte >= 0x80 && byte <= 0xa0 ? PDF_DOC_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return text.replaceAll('\0', '').trim().slice(0, MAX_TEXT);
}
