import { detectEncoding, type EncodingDetection } from './detectEncoding';
import { isTxtEncoding, type TxtEncoding } from './encodings';

export interface DecodedTxt {
  text: string;
  encoding: TxtEncoding;
  /** What detection found; null when the caller chose the encoding. */
  detection: EncodingDetection | null;
}

/**
 * Decodes a TXT file with the native TextDecoder (invalid bytes become U+FFFD, never an error).
 * `encoding` is the reader's manual override; a value that is not a supported encoding (a
 * corrupt stored setting) is ignored and the encoding detected instead.
 */
export function decodeText(bytes: Uint8Array, encoding?: TxtEncoding | null): DecodedTxt {
  if (isTxtEncoding(encoding)) {
    return { text: new TextDecoder(encoding).decode(bytes), encoding, detection: null };
  }
  const detection = detectEncoding(bytes);
  return {
    text: new TextDecoder(detection.encoding).decode(bytes),
    encoding: detection.encoding,
    detection,
  };
}
