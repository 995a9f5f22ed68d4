import type { ReactNode } from 'react';
import { type TxtReaderOptions, useTxtReader } from '../../hooks/useTxtReader';
import { TxtReaderView } from './TxtReaderView';

/** The TXT view of BookReader, from the whole file or, for a large one, its head until the rest is in. */
export function TxtReader({ backButton, ...options }: TxtReaderOptions & { backButton?: ReactNode }) {
  const model = useTxtReader(options);
  return <TxtReaderView {...model} backButton={backButton} />;
}
