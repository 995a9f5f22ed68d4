import { useMemo } from 'react';
import type { ReaderProgress } from '../progress/readerProgress';

/** A progress slider with one position per chapter (an HTML book's files); none for a single chapter. */
export function useChapterProgress(titles: readonly string[], current: number, goTo: (index: number) => void): ReaderProgress | null {
  const marks = useMemo(() => titles.map((title, value) => ({ value, title })), [titles]);
  return useMemo(
    () => (marks.length > 1 ? { value: current, max: marks.length - 1, unit: 'chapter', marks, seek: goTo } : null),
    [marks, current, goTo],
  );
}
