import {
  type ByteRange,
  evenAlignedRange,
  lineAlignedRange,
  sampleRanges,
  utf8AlignedRange,
} from './byteSamples';
import { TXT_ENCODINGS, type TxtEncoding } from './encodings';
import { type DecodingScore, scoreDecoding, scoreValue } from './scoreDecoding';
import { utf8Plausibility } from './utf8Plausibility';

/** Why an encoding was chosen; stable codes a UI may translate. */
export type EncodingReason =
  'bom' | 'utf-16-zero-bytes' | 'ascii' | 'utf-8-valid' | 'scored' | 'fallback';

export interface EncodingDetection {
  encoding: TxtEncoding;
  /** 0..1, a heuristic: 1 for a byte order mark or pure ASCII, lower for guesses on little text. */
  confidence: number;
  reason: EncodingReason;
}

/** Candidates for text that is not UTF-8, in tie-break order (GB18030 first: the usual case). */
const SCORED_CANDIDATES: readonly TxtEncoding[] = TXT_ENCODINGS.filter((encoding) => encoding !== 'utf-8');

// Below this many non-ASCII bytes, valid UTF-8 may still be GBK by accident (utf8Plausibility.ts).
const FEW_HIGH_BYTES = 128;

const MIN_PLAUSIBLE_SCORE = 0.1;

function detectBom(bytes: Uint8Array): TxtEncoding | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

interface ByteStats {
  high: number;
  zerosEven: number;
  zerosOdd: number;
  /** C0 controls other than tab, line feed, vertical tab, form feed and CR: not in plain text. */
  controls: number;
}

const isTextControl = (byte: number) => byte >= 0x09 && byte <= 0x0d;

/**
 * NUL and control bytes make up a real share of the bytes: not plain ASCII or UTF-8 text, but
 * UTF-16 whose bytes all happen to be below 0x80 (渐渐 is 10 6E 10 6E). One stray byte (a DOS
 * end-of-file mark) in a larger file does not count.
 */
function isControlHeavy(stats: ByteStats, sampled: number): boolean {
  const odd = stats.controls + stats.zerosEven + stats.zerosOdd;
  return odd >= 1 && odd * 50 >= sampled;
}

function byteStats(bytes: Uint8Array, ranges: ByteRange[]): ByteStats {
  const stats: ByteStats = { high: 0, zerosEven: 0, zerosOdd: 0, controls: 0 };
  for (const range of ranges) {
    const { start, end } = evenAlignedRange(range);
    for (let i = start; i < end; i += 1) {
      const byte = bytes[i] ?? 0;
      if (byte >= 0x80) stats.high += 1;
      else if (byte === 0) {
        if ((i - start) % 2 === 0) stats.zerosEven += 1;
        else stats.zerosOdd += 1;
      } else if (byte < 0x20 && !isTextControl(byte)) stats.controls += 1;
    }
  }
  return stats;
}

/**
 * ASCII characters in UTF-16 carry a zero byte: after them in little-endian, before them in
 * big-endian. Text files have no NUL bytes otherwise, so a clear one-sided pattern decides. A
 * few zeros prove little: 一 (U+4E00) has one too, on the other side; scoring settles those.
 */
function detectUtf16ByZeros(stats: ByteStats): EncodingDetection | null {
  const { zerosEven, zerosOdd } = stats;
  const confidence = (other: number) => (other === 0 ? 0.95 : 0.85);
  if (zerosOdd >= 4 && zerosOdd >= 4 * zerosEven) {
    return { encoding: 'utf-16le', confidence: confidence(zerosEven), reason: 'utf-16-zero-bytes' };
  }
  if (zerosEven >= 4 && zerosEven >= 4 * zerosOdd) {
    return { encoding: 'utf-16be', confidence: confidence(zerosOdd), reason: 'utf-16-zero-bytes' };
  }
  return null;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function isStrictUtf8(bytes: Uint8Array, ranges: ByteRange[]): boolean {
  for (const range of ranges) {
    const { start, end } = utf8AlignedRange(bytes, range);
    try {
      strictUtf8.decode(bytes.subarray(start, end));
    } catch {
      return false;
    }
  }
  return true;
}

const decoders = new Map<TxtEncoding, TextDecoder>();
function decoderFor(encoding: TxtEncoding): TextDecoder {
  let decoder = decoders.get(encoding);
  if (!decoder) {
    decoder = new TextDecoder(encoding);
    decoders.set(encoding, decoder);
  }
  return decoder;
}

/** A runtime without full ICU (some Node builds) lacks the CJK decoders: skip, don't crash. */
function isSupported(encoding: TxtEncoding): boolean {
  try {
    decoderFor(encoding);
    return true;
  } catch {
    return false;
  }
}

function scoreCandidate(
  bytes: Uint8Array,
  ranges: ByteRange[],
  encoding: TxtEncoding,
): DecodingScore {
  const wide = encoding === 'utf-16le' || encoding === 'utf-16be';
  const total: DecodingScore = { judged: 0, hits: 0, bad: 0 };
  if (!isSupported(encoding)) return total;
  for (const range of ranges) {
    const { start, end } = wide ? evenAlignedRange(range) : lineAlignedRange(bytes, range);
    const text = decoderFor(encoding).decode(bytes.subarray(start, end));
    const trimEdges = start > 0 || end < bytes.length;
    const score = scoreDecoding(encoding, text, trimEdges);
    total.judged += score.judged;
    total.hits += score.hits;
    total.bad += score.bad;
  }
  return total;
}

/** GBK or Big5 text that is valid UTF-8 by accident: implausible as UTF-8, common as Chinese. */
function cjkDisguisedAsUtf8(bytes: Uint8Array, ranges: ByteRange[]): EncodingDetection | null {
  const asUtf8 = ranges
    .map((range) => {
      const { start, end } = utf8AlignedRange(bytes, range);
      return decoderFor('utf-8').decode(bytes.subarray(start, end));
    })
    .join('\n');
  const plausibility = utf8Plausibility(asUtf8);
  if (plausibility === null || plausibility > 0.5) return null;
  let best: { encoding: TxtEncoding; value: number } | null = null;
  for (const encoding of ['gb18030', 'big5'] as const) {
    const value = scoreValue(scoreCandidate(bytes, ranges, encoding));
    if (!best || value > best.value) best = { encoding, value };
  }
  if (!best || best.value < 0.5) return null;
  return { encoding: best.encoding, confidence: 0.5, reason: 'scored' };
}

/** Bytes of each sample a first, quick scoring pass reads. */
const QUICK_SAMPLE_BYTES = 16 * 1024;
/** A quick pass this sure (and on this much text) decides without reading the full samples. */
const QUICK_CONFIDENCE = 0.9;
const QUICK_JUDGED = 2_000;

/**
 * Scores the candidates on the first 16 KiB of each sample, then on the full samples only when that
 * is not clear-cut: a whole 10 MiB GBK novel is told apart from Big5 or Shift_JIS on a quarter of
 * the text, and the reader opens that much sooner. Small files (one sample) are scored once.
 */
function detectByScore(bytes: Uint8Array, ranges: ByteRange[]): EncodingDetection {
  if (ranges.some((range) => range.end - range.start > QUICK_SAMPLE_BYTES)) {
    const quick = ranges.map((range) => ({ start: range.start, end: Math.min(range.end, range.start + QUICK_SAMPLE_BYTES) }));
    const first = scoreAll(bytes, quick);
    if (first.judged >= QUICK_JUDGED && first.detection.confidence >= QUICK_CONFIDENCE) return first.detection;
  }
  return scoreAll(bytes, ranges).detection;
}

function scoreAll(bytes: Uint8Array, ranges: ByteRange[]): { detection: EncodingDetection; judged: number } {
  let best: { encoding: TxtEncoding; value: number; judged: number } | null = null;
  let runnerUp = 0;
  for (const encoding of SCORED_CANDIDATES) {
    const score = scoreCandidate(bytes, ranges, encoding);
    // Smoothed: one lucky character out of one (a ™ in windows-1252) must not beat three of three.
    const value = scoreValue(score, 2);
    if (!best || value > best.value) {
      if (best) runnerUp = Math.max(runnerUp, best.value);
      best = { encoding, value, judged: score.judged };
    } else {
      runnerUp = Math.max(runnerUp, value);
    }
  }
  if (!best || best.value < MIN_PLAUSIBLE_SCORE) {
    // Nothing reads as text; GB18030 is the most likely encoding of a non-UTF-8 novel.
    return { detection: { encoding: 'gb18030', confidence: 0.1, reason: 'fallback' }, judged: best?.judged ?? 0 };
  }
  // Sure when the winner is clearly ahead, less so when it had only a few characters to go on.
  const margin = best.value - Math.max(0, runnerUp);
  const evidence = Math.min(1, Math.sqrt(best.judged / 40));
  const confidence = Math.min(0.98, Math.max(0.15, (0.3 + 0.7 * margin) * evidence));
  return {
    detection: { encoding: best.encoding, confidence: Math.round(confidence * 100) / 100, reason: 'scored' },
    judged: best.judged,
  };
}

/**
 * Guesses the encoding of a plain-text file: byte order mark; UTF-16 by its zero bytes; pure
 * ASCII; strict UTF-8 on head, middle and tail samples; then every other candidate decodes the
 * samples (up to 3 × 64 KiB) and the one whose text consists most of common characters wins.
 * Strict UTF-8 first because no other candidate can tell UTF-8 from mojibake on short samples.
 */
export function detectEncoding(bytes: Uint8Array): EncodingDetection {
  const bom = detectBom(bytes);
  if (bom) return { encoding: bom, confidence: 1, reason: 'bom' };

  const ranges = sampleRanges(bytes.length);
  const stats = byteStats(bytes, ranges);
  if (stats.zerosEven + stats.zerosOdd > 0) {
    const utf16 = detectUtf16ByZeros(stats);
    if (utf16) return utf16;
  }
  const sampled = ranges.reduce((sum, range) => sum + range.end - range.start, 0);
  if (isControlHeavy(stats, sampled)) return detectByScore(bytes, ranges);
  if (stats.high === 0) return { encoding: 'utf-8', confidence: 1, reason: 'ascii' };
  if (isStrictUtf8(bytes, ranges)) {
    const disguised = stats.high <= FEW_HIGH_BYTES ? cjkDisguisedAsUtf8(bytes, ranges) : null;
    if (disguised) return disguised;
    const wholeFile = ranges.length === 1;
    return { encoding: 'utf-8', confidence: wholeFile ? 0.99 : 0.97, reason: 'utf-8-valid' };
  }
  return detectByScore(bytes, ranges);
}
