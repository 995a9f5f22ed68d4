import type { AppServices, Book } from '@atelier/core';
import { getBookRecord } from '@atelier/readers';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';

/** What the reader's route hands its page: the book's record, on its way. */
export interface BookRecordData {
  record?: Promise<Book>;
}

/**
 * The reader's route asks for the book's record as the navigation starts, beside the page's code
 * and the session check, instead of once BookReader has mounted after both; the loader does not
 * wait for it, so the page still renders as soon as its code is here.
 */
export function createBookRecordLoader(services: AppServices) {
  return ({ params }: LoaderFunctionArgs): BookRecordData => {
    const bookId = params['bookId'];
    if (!bookId) return {};
    const record = getBookRecord(services.libraryApi, bookId);
    // The reader reports a failure; if another navigation came first, nobody is left to, and that is fine.
    record.catch(() => undefined);
    return { record };
  };
}

/** Only another book needs another record; the session check revalidates on every navigation. */
export const onlyForAnotherBook = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) => currentParams['bookId'] !== nextParams['bookId'];
