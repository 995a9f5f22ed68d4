import type { HtmlPlace } from '../machines/htmlReaderMachine';

/** Progress locator for HTML novels: `"file:fraction"` (DESIGN §4), the fraction to 4 places. */
export function formatHtmlLocator({ fileIndex, fraction }: HtmlPlace): string {
  const f = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  return `${fileIndex}:${Number(f.toFixed(4))}`;
}

/** A stored locator back as a place; null when it is not one (a corrupt value opens at the start). */
export function parseHtmlLocator(value: unknown): HtmlPlace | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d+):(0|1|0?\.\d+|1\.0+)$/.exec(value.trim());
  if (!match) return null;
  return { fileIndex: Number(match[1]), fraction: Number(match[2]) };
}
