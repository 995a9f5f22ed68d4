import { type ReactNode, useRef } from 'react';
import { type EpubReaderOptions, useEpubReader } from '../../hooks/useEpubReader';
import { useFullscreen } from '../../hooks/useFullscreen';
import { EpubReaderView } from './EpubReaderView';

/** The EPUB view of BookReader, once the bytes are in. */
export function EpubReader({ backButton, ...options }: EpubReaderOptions & { backButton?: ReactNode }) {
  const model = useEpubReader(options);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const fullscreen = useFullscreen(rootRef);
  return <EpubReaderView {...model} backButton={backButton} rootRef={rootRef} fullscreen={fullscreen.supported ? fullscreen : undefined} />;
}
