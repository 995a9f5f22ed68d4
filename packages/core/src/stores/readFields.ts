type Guard = (value: unknown) => boolean;

/** Merges stored data over defaults field by field: a corrupt field falls back alone. */
export function readFields<S extends object>(stored: unknown, defaults: S, guards: Partial<Record<keyof S, Guard>>): S {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return { ...defaults };
  const out: S = { ...defaults };
  for (const key of Object.keys(defaults) as Array<keyof S>) {
    const value = (stored as Record<keyof S, unknown>)[key];
    if (value === undefined) continue;
    const guard = guards[key] ?? ((v: unknown) => typeof v === typeof defaults[key] && v !== null);
    if (guard(value)) out[key] = value as S[keyof S];
  }
  return out;
}

export const isString = (v: unknown): v is string => typeof v === 'string';
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
