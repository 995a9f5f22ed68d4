import type { MessageKey, TranslateFn } from '@atelier/core';
import type { LibraryMessages } from './libraryNamespace';

type Key = MessageKey<LibraryMessages>;
/** `batch.books` for the `batch.books_one` / `batch.books_other` forms. */
export type PluralKey = Key extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;

/** i18next picks the plural form from `count`; the typed keys only know the suffixed forms. */
export function plural(t: TranslateFn<LibraryMessages>, key: PluralKey, vars: { count: number } & Record<string, unknown>): string {
  return t(key as unknown as Key, vars);
}
