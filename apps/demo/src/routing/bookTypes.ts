/** The formats with a reader route, `/book/:type/:bookId`. */
export const BOOK_TYPES = ['epub', 'pdf', 'html', 'txt', 'audio', 'video'] as const;

export type BookType = (typeof BOOK_TYPES)[number];

/** A reader route: the page is the book, with its own controls at the bottom instead of the site's bottom bar. */
export const isReaderPath = (pathname: string) => BOOK_TYPES.some((type) => pathname.startsWith(`/book/${type}/`));
