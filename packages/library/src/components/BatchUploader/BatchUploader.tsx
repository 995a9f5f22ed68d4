import { type CSSProperties, useState } from 'react';
import { type BatchUploaderOptions, useBatchUploader } from '../../hooks/useBatchUploader';
import { BatchUploaderView } from './BatchUploaderView';

/** Props of `BatchUploader`. */
export interface BatchUploaderProps extends BatchUploaderOptions {
  /** Client-side navigation for the task link, e.g. react-router's `navigate`. @default undefined */
  onNavigate?: (href: string) => void;
  /** Level of the widget's heading, to fit the host page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Hide the widget's heading when the host page already names it. @default true */
  showHeading?: boolean;
  /** Class on the widget's root element, for host styling. @default undefined */
  className?: string;
  /** Inline style on the widget's root element. @default undefined */
  style?: CSSProperties;
}

function Session({ onReset, onNavigate, headingLevel, showHeading, className, style, ...options }: BatchUploaderProps & { onReset(): void }) {
  const model = useBatchUploader(options);
  return <BatchUploaderView {...model} onReset={onReset} onNavigate={onNavigate} headingLevel={headingLevel ?? 2} showHeading={showHeading} className={className} style={style} />;
}

/**
 * Upload many files or whole folders as books: files are grouped into books (a folder of audio or
 * html chapters is one book), the grouping can be edited, then an upload task sends them with
 * bounded parallelism, pause/resume and retry. A reload resumes the same task once the files are
 * chosen again. Needs an `AppProvider` and a logged-in user.
 * @example
 * <BatchUploader onNavigate={navigate} />
 */
export function BatchUploader(props: BatchUploaderProps) {
  const [session, setSession] = useState(0);
  return <Session key={session} {...props} onReset={() => setSession((n) => n + 1)} />;
}
