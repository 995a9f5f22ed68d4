import type { ReactNode } from 'react';
import { type HtmlReaderOptions, useHtmlReader } from '../../hooks/useHtmlReader';
import { HtmlReaderView } from './HtmlReaderView';

/** The HTML novel view of BookReader: single or multi-file books, chapter by chapter. */
export function HtmlReader({ backButton, ...options }: HtmlReaderOptions & { backButton?: ReactNode }) {
  const model = useHtmlReader(options);
  return <HtmlReaderView {...model} backButton={backButton} />;
}
