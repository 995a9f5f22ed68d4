import type { AppServices, Book } from '@atelier/core';
import { getBookRecord, type ReaderFileHead } from '@atelier/readers';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { type EarlyBook } from '../boot/earlyBook';
import { takeEarlyBook } from '../boot/takeEarlyBook';

/** What the reader's route hands its page: the book's record, and maybe its first bytes, on their way. */
export interface BookRecordData {
  record?: Promise<Book>;
  head?: Promise<ReaderFileHead | null>;
}

/**
 * The reader's route asks for the book's record as the navigation starts, beside the page's code
 * and the session check, instead of once BookReader has mounted after both; the loader does not
 * wait for it, so the page still renders as soon as its code is here. On the page's first
 * navigation the boot script (earlyBook.entry) has usually asked already, with the first file's
 * head: those are used, and what it could not get is asked for here.
 */
export function createBookRecordLoader(services: AppServices, early: (bookId: string) => EarlyBook | null = takeEarlyBook) {
  return ({ params }: LoaderFunctionArgs): BookRecordData => {
    const bookId = params['bookId'];
    if (!bookId) return {};
    const boot = early(bookId);
    const ask = () => getBookRecord(services.libraryApi, bookId);
    const record = boot ? boot.record.then((book) => (book ? (book as Book) : ask())) : ask();
    // The reader reports a failure; if another navigation came first, nobody is left to, and that is fine.
    record.catch(() => undefined);
    return boot ? { record, head: boot.head } : { record };
  };
}

/** Only another book needs another record; the session check revalidates on every navigation. */
export const onlyForAnotherBook = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) => currentParams['bookId'] !== nextParams['bookId'];
