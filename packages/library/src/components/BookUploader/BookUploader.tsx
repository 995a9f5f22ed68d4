import { type CSSProperties, useState } from 'react';
import { type BookUploaderOptions, useBookUploader } from '../../hooks/useBookUploader';
import { BookUploaderView } from './BookUploaderView';

/** Props of `BookUploader`. */
export interface BookUploaderProps extends BookUploaderOptions {
  /** Client-side navigation for "Read now", e.g. react-router's `navigate`. @default undefined (plain link) */
  onNavigate?: (href: string) => void;
  /** Level of the widget's heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Class on the widget's root element, for host styling. @default undefined */
  className?: string;
  /** Inline style on the widget's root element. @default undefined */
  style?: CSSProperties;
}

function Session({ onReset, onNavigate, headingLevel, className, style, ...options }: BookUploaderProps & { onReset(): void }) {
  const model = useBookUploader(options);
  return <BookUploaderView {...model} onReset={onReset} onNavigate={onNavigate} headingLevel={headingLevel ?? 2} className={className} style={style} />;
}

/**
 * Upload one book (epub, pdf, txt, html, audio or video) with an optional cover: progress with
 * speed and time left, cancel, retry, and on success the book's QR code and a "Read now" link.
 * Files of 8 MiB and more go through tus and resume after a reload or a dropped connection.
 * Needs an `AppProvider` whose `libraryApi` points at the library server and a logged-in user.
 * @example
 * <BookUploader onUploaded={({ book }) => navigate(`/book/${book.type}/${book.id}`)} />
 */
export function BookUploader(props: BookUploaderProps) {
  // A finished upload machine is final; "Upload another" starts a fresh session.
  const [session, setSession] = useState(0);
  return <Session key={session} {...props} onReset={() => setSession((n) => n + 1)} />;
}
