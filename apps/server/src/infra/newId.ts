import { randomUUID } from 'node:crypto';

/**
 * A new random UUID: every id the server makes (rows, storage keys, staged and lock file names)
 * is one, so ids in URLs, uuid columns and logs all look alike. Not for secrets: tokens and keys
 * come from `randomBytes` in `tokens.ts`.
 */
export function newId(): string {
  return randomUUID();
}
