/** How many books' settings are kept per format; the least recently changed go first. */
export const PER_BOOK_SETTINGS_LIMIT = 100;

/** The store key of a format's per-book settings, beside the format's own (last used) ones. */
export function perBookSettingsKey(format: string): string {
  return `${format}.books`;
}

/**
 * A format's settings per book, as stored: an object (so a sync record or an archive can check its
 * place) holding `[book, settings]` pairs, newest last. Pairs, not keys, because an object's
 * integer-like keys (book ids) would lose their order.
 */
export interface PerBookSettings {
  entries: Array<[string, unknown]>;
}

/** A stored value back as per-book settings; anything malformed is dropped, never thrown. */
export function readPerBookSettings(value: unknown): PerBookSettings {
  const raw = typeof value === 'object' && value !== null ? (value as { entries?: unknown }).entries : null;
  if (!Array.isArray(raw)) return { entries: [] };
  const entries = raw.filter((entry): entry is [string, unknown] => Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && typeof entry[1] === 'object' && entry[1] !== null);
  return { entries: entries.slice(-PER_BOOK_SETTINGS_LIMIT) };
}

/** The settings stored for one book, or null when it has none of its own yet. */
export function settingsOfBook(map: PerBookSettings, book: string): unknown {
  for (let i = map.entries.length - 1; i >= 0; i -= 1) {
    const entry = map.entries[i];
    if (entry?.[0] === book) return entry[1];
  }
  return null;
}

/** The map with `book`'s settings replaced and moved last, trimmed to the limit. */
export function withBookSettings(map: PerBookSettings, book: string, settings: object): PerBookSettings {
  const rest = map.entries.filter(([key]) => key !== book);
  return { entries: [...rest, [book, settings] as [string, unknown]].slice(-PER_BOOK_SETTINGS_LIMIT) };
}
