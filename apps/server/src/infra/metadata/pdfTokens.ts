/** One lexical token of PDF syntax (ISO 32000 §7.2–7.3), as much as the Info dictionary needs. */
export type PdfToken =
  | { type: 'name'; value: string }
  | { type: 'string'; value: Buffer }
  | { type: 'word'; value: string }
  | { type: 'dict-open' }
  | { type: 'dict-close' }
  /** `[ ] { } )` and anything that could not be read as a token. */
  | { type: 'other' };

/** Bytes kept of one string; longer strings are read to their end but cut. */
const MAX_STRING_BYTES = 8 * 1024;
/**
 * A literal string still open after this many bytes is taken for binary data (a window that
 * starts inside a stream) and skipped, so the tokenizer finds its footing again.
 */
const MAX_LITERAL_SCAN = 64 * 1024;
const MAX_WORD = 128;

const CR = 0x0d;
const LF = 0x0a;
const BACKSLASH = 0x5c;
const OPEN_PAREN = 0x28;
const CLOSE_PAREN = 0x29;
const LESS = 0x3c;
const GREATER = 0x3e;
const SLASH = 0x2f;
const PERCENT = 0x25;
const HASH = 0x23;

function isWhitespace(c: number): boolean {
  return c === 0x20 || c === LF || c === CR || c === 0x09 || c === 0x0c || c === 0x00;
}

function isDelimiter(c: number): boolean {
  return c === OPEN_PAREN || c === CLOSE_PAREN || c === LESS || c === GREATER || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === SLASH || c === PERCENT;
}

function isRegular(c: number): boolean {
  return !isWhitespace(c) && !isDelimiter(c);
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/** Collects at most MAX_STRING_BYTES; the rest is counted as read but dropped. */
class ByteSink {
  private readonly bytes = Buffer.alloc(MAX_STRING_BYTES);
  private length = 0;
  push(byte: number): void {
    if (this.length < MAX_STRING_BYTES) this.bytes[this.length++] = byte;
  }
  take(): Buffer {
    return Buffer.from(this.bytes.subarray(0, this.length));
  }
}

const ESCAPES: Record<number, number> = { 0x6e: LF, 0x72: CR, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c };

/** `(…)` with nesting and escapes, starting at the `(`. `value` is null when it never closes. */
function readLiteral(b: Buffer, start: number): { end: number; value: Buffer | null } {
  const sink = new ByteSink();
  const limit = Math.min(b.length, start + MAX_LITERAL_SCAN);
  let depth = 1;
  let i = start + 1;
  while (i < limit) {
    const c = b[i]!;
    if (c === BACKSLASH) {
      i += 1;
      if (i >= limit) break;
      const e = b[i]!;
      if (e >= 0x30 && e <= 0x37) {
        // Up to three octal digits; the high-order overflow is ignored, as the standard says.
        let value = 0;
        let digits = 0;
        while (digits < 3 && i < limit && b[i]! >= 0x30 && b[i]! <= 0x37) {
          value = value * 8 + (b[i]! - 0x30);
          digits += 1;
          i += 1;
        }
        sink.push(value & 0xff);
        continue;
      }
      if (e === CR) {
        // A backslash before an end of line joins the lines.
        if (b[i + 1] === LF) i += 1;
      } else if (e !== LF) {
        sink.push(ESCAPES[e] ?? e);
      }
      i += 1;
      continue;
    }
    if (c === OPEN_PAREN) depth += 1;
    else if (c === CLOSE_PAREN) {
      depth -= 1;
      if (depth === 0) return { end: i + 1, value: sink.take() };
    }
    if (c === CR) {
      // Any end of line inside a string reads as a single LF.
      sink.push(LF);
      if (b[i + 1] === LF) i += 1;
    } else {
      sink.push(c);
    }
    i += 1;
  }
  return { end: i, value: null };
}

/** `<…>` after the `<`; null (and the position of the offending byte) when it is not hex. */
function readHex(b: Buffer, start: number): { end: number; value: Buffer | null } {
  const sink = new ByteSink();
  let high = -1;
  for (let i = start + 1; i < b.length; i += 1) {
    const c = b[i]!;
    if (c === GREATER) {
      // An odd final digit counts as if followed by 0.
      if (high >= 0) sink.push(high << 4);
      return { end: i + 1, value: sink.take() };
    }
    if (isWhitespace(c)) continue;
    const v = hexValue(c);
    if (v < 0) return { end: i, value: null };
    if (high < 0) high = v;
    else {
      sink.push((high << 4) | v);
      high = -1;
    }
  }
  return { end: b.length, value: null };
}

/** A name after its `/`, with `#xx` escapes decoded. */
function readName(b: Buffer, start: number): { end: number; value: string } {
  let i = start + 1;
  let value = '';
  while (i < b.length && isRegular(b[i]!)) {
    let c = b[i]!;
    if (c === HASH && i + 2 < b.length && hexValue(b[i + 1]!) >= 0 && hexValue(b[i + 2]!) >= 0) {
      c = (hexValue(b[i + 1]!) << 4) | hexValue(b[i + 2]!);
      i += 2;
    }
    if (value.length < MAX_WORD) value += String.fromCharCode(c);
    i += 1;
  }
  return { end: i, value };
}

/**
 * The tokens of `b`, in one forward pass: every byte is looked at a bounded number of times, so
 * no input (unterminated strings, endless nesting, megabytes of `/Title(`) can make it slow.
 * Stream data is skipped unread, from `stream` to the next `endstream`.
 */
export function* pdfTokens(b: Buffer): Generator<PdfToken> {
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    if (isWhitespace(c)) {
      i += 1;
    } else if (c === PERCENT) {
      while (i < b.length && b[i] !== LF && b[i] !== CR) i += 1;
    } else if (c === SLASH) {
      const name = readName(b, i);
      i = name.end;
      yield { type: 'name', value: name.value };
    } else if (c === OPEN_PAREN) {
      const literal = readLiteral(b, i);
      i = literal.end;
      yield literal.value ? { type: 'string', value: literal.value } : { type: 'other' };
    } else if (c === LESS && b[i + 1] === LESS) {
      i += 2;
      yield { type: 'dict-open' };
    } else if (c === GREATER && b[i + 1] === GREATER) {
      i += 2;
      yield { type: 'dict-close' };
    } else if (c === LESS) {
      const hex = readHex(b, i);
      i = Math.max(hex.end, i + 1);
      yield hex.value ? { type: 'string', value: hex.value } : { type: 'other' };
    } else if (isDelimiter(c)) {
      i += 1;
      yield { type: 'other' };
    } else {
      const start = i;
      while (i < b.length && isRegular(b[i]!)) i += 1;
      const word = b.toString('latin1', start, Math.min(i, start + MAX_WORD));
      if (word === 'stream') {
        const end = b.indexOf('endstream', i, 'latin1');
        if (end < 0) return;
        i = end + 'endstream'.length;
      }
      yield { type: 'word', value: word };
    }
  }
}
