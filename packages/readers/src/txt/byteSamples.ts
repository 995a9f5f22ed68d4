/** Byte ranges a detector looks at: the whole buffer when small, else head, middle and tail. */
export interface ByteRange {
  start: number;
  end: number;
}

export const SAMPLE_BYTES = 64 * 1024;

export function sampleRanges(length: number, size = SAMPLE_BYTES): ByteRange[] {
  if (length <= size * 3) return [{ start: 0, end: length }];
  const middle = Math.floor(length / 2) - size / 2;
  return [
    { start: 0, end: size },
    { start: middle, end: middle + size },
    { start: length - size, end: length },
  ];
}

const UTF8_CONTINUATION = (byte: number) => (byte & 0xc0) === 0x80;

function utf8SequenceLength(lead: number): number {
  if (lead >= 0xf0) return 4;
  if (lead >= 0xe0) return 3;
  if (lead >= 0xc0) return 2;
  return 1;
}

/**
 * Moves a sample's edges off the middle of a UTF-8 character, so a strict decoder does not reject
 * valid text only because the sample cut a character in two. Edges at the buffer's own ends stay
 * put: a character cut there is a real error.
 */
export function utf8AlignedRange(bytes: Uint8Array, range: ByteRange): ByteRange {
  let { start, end } = range;
  if (start > 0) {
    for (let i = 0; i < 3 && start < end && UTF8_CONTINUATION(bytes[start] ?? 0); i += 1)
      start += 1;
  }
  if (end < bytes.length) {
    for (let back = 1; back <= 4 && end - back >= start; back += 1) {
      const byte = bytes[end - back] ?? 0;
      if (UTF8_CONTINUATION(byte)) continue;
      if (utf8SequenceLength(byte) > back) end -= back;
      break;
    }
  }
  return { start, end };
}

/**
 * Moves a sample's edges to just after a line feed. In GBK, Big5, Shift_JIS and EUC-KR a 0x0A
 * byte is never the second byte of a character, so decoding from there starts in step; starting
 * on a second byte would shift every following pair and turn a whole paragraph into garbage.
 */
export function lineAlignedRange(bytes: Uint8Array, range: ByteRange, window = 4096): ByteRange {
  let { start, end } = range;
  if (start > 0) {
    const limit = Math.min(end, start + window);
    for (let i = start; i < limit; i += 1) {
      if (bytes[i] === 0x0a) {
        start = i + 1;
        break;
      }
    }
  }
  if (end < bytes.length) {
    const limit = Math.max(start, end - window);
    for (let i = end - 1; i >= limit; i -= 1) {
      if (bytes[i] === 0x0a) {
        end = i + 1;
        break;
      }
    }
  }
  return { start, end };
}

/** UTF-16 code units are two bytes: a sample must start and end on an even offset. */
export function evenAlignedRange(range: ByteRange): ByteRange {
  return { start: range.start + (range.start % 2), end: range.end - (range.end % 2) };
}
