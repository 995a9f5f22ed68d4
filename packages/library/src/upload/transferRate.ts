/** Weight of the newest sample in the smoothed speed: steady enough to read, quick to follow changes. */
const SMOOTHING = 0.3;

/** Bytes per second, smoothed; the first sample is taken as is. */
export function nextSpeed(previous: number | null, bytes: number, ms: number): number | null {
  if (ms <= 0 || bytes < 0) return previous;
  const sample = (bytes * 1000) / ms;
  return previous === null ? sample : previous + SMOOTHING * (sample - previous);
}

/** Whole seconds left, or null while the speed is unknown. */
export function secondsLeft(remainingBytes: number, speed: number | null): number | null {
  if (speed === null || speed <= 0) return null;
  return Math.max(0, Math.ceil(remainingBytes / speed));
}

// Building an Intl.NumberFormat costs far more than formatting with one; a batch formats thousands.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

export function formatBytes(bytes: number, locale?: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

export function formatDuration(seconds: number, locale?: string): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const fmt = (value: number, unit: 'hour' | 'minute' | 'second') =>
    numberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' }).format(value);
  if (h > 0) return `${fmt(h, 'hour')} ${fmt(m, 'minute')}`;
  if (m > 0) return `${fmt(m, 'minute')} ${fmt(s, 'second')}`;
  return fmt(s, 'second');
}
