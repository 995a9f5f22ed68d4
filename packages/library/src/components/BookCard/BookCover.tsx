import type { Book } from '@atelier/core';
import { useState } from 'react';
import { GeneratedCover } from './GeneratedCover';

/** Props of `BookCover`. */
export interface BookCoverProps {
  /** The book whose cover is shown. */
  book: Book;
  /** Absolute cover URL, or null for a generated cover. */
  coverUrl: string | null;
}

/** The book's cover image, or a generated cover when it has none or the image fails to load. */
export function BookCover({ book, coverUrl }: BookCoverProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!coverUrl || failedUrl === coverUrl) return <GeneratedCover bookId={book.id} title={book.title} author={book.author} />;
  return <img src={coverUrl} alt="" loading="lazy" decoding="async" onError={() => setFailedUrl(coverUrl)} />;
}
