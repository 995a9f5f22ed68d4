import type { AppServices } from '@atelier/core';
import { preloadBook } from '@atelier/readers';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * The reader routes' loader: starts the book's record and its engine's chunk (the address names
 * the format) as soon as the route is known, beside the page's own chunk, rather than once the
 * page has rendered. Waits for nothing: the reader shows its own progress and errors.
 */
export function createReaderPreload(services: AppServices, format: string) {
  return ({ params }: LoaderFunctionArgs) => {
    if (params['bookId']) preloadBook(services, params['bookId'], format);
    return null;
  };
}
