import type { ByteRange } from '../infra/storage/Storage';

/**
 * Parses a `Range` header against a resource of `size` bytes. Returns null when the header should
 * be ignored (absent, not bytes, several ranges), 'unsatisfiable' for 416, else one range.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, startText = '', endText = ''] = match;
  if (startText === '' && endText === '') return null;
  if (startText === '') {
    const suffix = Number(endText);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(startText);
  const end = endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
