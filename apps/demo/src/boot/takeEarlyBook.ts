import type { EarlyBook } from './earlyBook';

/**
 * The record and head earlyBook.entry asked for, when they are this book's; only the first
 * navigation may use them (a later one, even back to the same book, asks afresh).
 */
export function takeEarlyBook(bookId: string, host: { __atelierEarlyBook?: EarlyBook | null } = window): EarlyBook | null {
  const early = host.__atelierEarlyBook ?? null;
  host.__atelierEarlyBook = null;
  return early && early.bookId === bookId ? early : null;
}
