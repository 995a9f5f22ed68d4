/* eslint-disable no-control-regex -- NUL is exactly what is refused */
// PostgreSQL's jsonb cannot hold NUL, and a UTF-16 half without its partner is not text: either
// would fail the insert with a 500, so free-form JSON is checked before it reaches the database.
const NOT_STORABLE = /\u0000|\p{Cs}/u;
/* eslint-enable no-control-regex */

/** How deep free-form JSON may nest (a chat message is about 4 levels). */
export const MAX_JSON_DEPTH = 32;

/**
 * Where in free-form data the first string (or key) that cannot be stored is, or the first level
 * past `MAX_JSON_DEPTH`, as path segments ([] is the value itself); null when all of it can be
 * stored. Walks without recursion, so hostile nesting cannot overflow the stack.
 */
export function unstorableJsonPath(value: unknown): string[] | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const item = stack.pop() as (typeof stack)[number];
    if (typeof item.value === 'string') {
      if (NOT_STORABLE.test(item.value)) return item.path;
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.path.length >= MAX_JSON_DEPTH) return item.path;
    for (const [key, child] of Object.entries(item.value)) {
      if (NOT_STORABLE.test(key)) return item.path;
      stack.push({ value: child, path: [...item.path, key] });
    }
  }
  return null;
}
