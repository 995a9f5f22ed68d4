import type { BookVisibility } from '@atelier/core';

/**
 * Core exports `BOOK_VISIBILITIES` as a type only (its contracts barrel is `export type *`), so the
 * widgets keep their own list, checked below to name every `BookVisibility`.
 */
export const VISIBILITIES = ['private', 'link', 'public'] as const satisfies readonly BookVisibility[];

// Fails to compile when core adds a visibility this list does not show.
type Missing = Exclude<BookVisibility, (typeof VISIBILITIES)[number]>;
const listsEvery: [Missing] extends [never] ? true : false = true;
void listsEvery;

export function isBookVisibility(value: unknown): value is BookVisibility {
  return typeof value === 'string' && (VISIBILITIES as readonly string[]).includes(value);
}
