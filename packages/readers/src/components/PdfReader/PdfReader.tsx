import { type ReactNode, useRef } from 'react';
import { useFullscreen } from '../../hooks/useFullscreen';
import { type PdfReaderOptions, usePdfReader } from '../../hooks/usePdfReader';
import { PdfReaderView } from './PdfReaderView';

/** The PDF view of BookReader: pdf.js reads the file by URL (Range requests) or from bytes. */
export function PdfReader({ backButton, ...options }: PdfReaderOptions & { backButton?: ReactNode }) {
  const model = usePdfReader(options);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const fullscreen = useFullscreen(rootRef);
  return <PdfReaderView {...model} backButton={backButton} rootRef={rootRef} fullscreen={fullscreen.supported ? fullscreen : undefined} />;
}
