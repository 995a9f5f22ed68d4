import type { ReactNode } from 'react';
import { type TxtReaderOptions, useTxtReader } from '../../hooks/useTxtReader';
import { TxtReaderView } from './TxtReaderView';

/** The TXT view of BookReader, once the bytes are in. */
export function TxtReader({ backButton, ...options }: TxtReaderOptions & { backButton?: ReactNode }) {
  const model = useTxtReader(options);
  return <TxtReaderView {...model} backButton={backButton} />;
}
