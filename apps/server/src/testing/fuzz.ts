/** Deterministic generators of malformed requests for the fuzz test. */
export function rng(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 0x1_0000_0000;
  };
}

export type Random = ReturnType<typeof rng>;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export function randomString(random: Random): string {
  return pick(random, [
    '',
    ' ',
    'x'.repeat(200_000),
    '../../etc/passwd',
    '%00',
    '\u0000',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '😀'.repeat(50),
    '-1',
    '1e309',
    'NaN',
    'true',
    'null',
    '00000000-0000-0000-0000-000000000000',
    '{"a":1}',
    '[]',
  ]);
}

export function randomValue(random: Random, depth = 0): unknown {
  switch (Math.floor(random() * (depth > 1 ? 7 : 9))) {
    case 0:
      return null;
    case 1:
      return pick(random, [0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2]);
    case 2:
      return random() < 0.5;
    case 3:
    case 4:
      return randomString(random);
    case 5:
      return pick(random, ['2026-01-01T00:00:00Z', 'not a date', '9999-99-99T99:99:99Z']);
    case 6:
      return 'ok';
    case 7:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, (_, i) => [`k${i}`, randomValue(random, depth + 1)]));
  }
}

/** A body shaped like `schema` with each property's value replaced by random junk. */
export function mutateBody(random: Random, schema: { properties?: Record<string, unknown> } | undefined): unknown {
  const keys = Object.keys(schema?.properties ?? {});
  if (keys.length === 0 || random() < 0.3) return randomValue(random);
  return Object.fromEntries(keys.filter(() => random() < 0.8).map((k) => [k, randomValue(random)]));
}

export function randomQuery(random: Random, schema: { properties?: Record<string, unknown> } | undefined): string {
  const keys = [...Object.keys(schema?.properties ?? {}), 'junk', 'page', 'per_page'];
  const params = new URLSearchParams();
  for (const key of keys) {
    if (random() < 0.5) params.append(key, String(randomValue(random)).slice(0, 5000));
    if (random() < 0.1) params.append(key, 'repeated');
  }
  return params.toString();
}

/** Characters no text field should take: NUL, other C0 controls, DEL and an unpaired UTF-16 half. */
export const CONTROL_SAMPLES = ['\u0000', '\u0001', '\u001f', '\u007f', '\ud800'] as const;

/**
 * Percent-encodes a path or query value. A lone UTF-16 half has no UTF-8 form (encodeURIComponent
 * throws), so it is sent as the three bytes a careless encoder would produce for it.
 */
export function encodeUrlPart(value: string): string {
  return value
    .split(/(\p{Cs})/u)
    .map((part) => {
      if (!/^\p{Cs}$/u.test(part)) return encodeURIComponent(part);
      const unit = part.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

type Schema = { type?: string | string[]; enum?: unknown[]; format?: string; pattern?: string; minLength?: number; minimum?: number; maximum?: number; anyOf?: Schema[]; default?: unknown };

export function isStringSchema(schema: unknown): boolean {
  const s = schema as Schema;
  return s?.type === 'string' || (Array.isArray(s?.type) && s.type.includes('string')) || (s?.anyOf ?? []).some(isStringSchema);
}

let samples = 0;

/** A well-formed value for `schema` (the shapes the API's schemas use), unique where that matters. */
export function sampleValue(schema: unknown, name: string): unknown {
  const s = (schema ?? {}) as Schema;
  if (s.anyOf?.[0]) return sampleValue(s.anyOf[0], name);
  if (s.enum?.length) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'integer' || type === 'number') return Math.min(Math.max(s.minimum ?? 1, 0), s.maximum ?? Number.MAX_SAFE_INTEGER);
  if (type === 'boolean') return false;
  if (type !== 'string') return s.default ?? null;
  if (s.format === 'uuid') return '5b0e2a6c-3f1d-4a8e-9c2b-7d4e1f0a9b3c';
  if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  samples += 1;
  const candidates = [`${name.replace(/[^a-z]/g, '')}${samples}`.padEnd(s.minLength ?? 0, 'x'), `/sample${samples}.png`];
  return candidates.find((c) => !s.pattern || new RegExp(s.pattern, 'u').test(c)) ?? candidates[0];
}
