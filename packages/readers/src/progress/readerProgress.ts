/** A chapter start on the progress slider. */
export interface ProgressMark {
  /** The slider position the chapter starts at, 0..`max` (fractional where a chapter starts between positions). */
  value: number;
  title: string;
}

/** What a reader gives its progress slider: where it stands, where chapters start, how to jump. */
export interface ReaderProgress {
  /** The position now, 0..`max`. */
  value: number;
  /** The last position: 1000 for thousandths of the text, a PDF's pages − 1, an HTML book's chapters − 1. */
  max: number;
  /** What one position is, for the words the slider speaks. */
  unit: 'permille' | 'page' | 'chapter';
  /** Chapter starts in order; the slider names the chapter a position falls in. */
  marks: readonly ProgressMark[];
  /** Shows the book at this position. */
  seek(value: number): void;
}

/** More chapters than this are named while dragging but not drawn as ticks, which would blur into a bar. */
export const MAX_TICKS = 60;

/** The chapter a position falls in: the last mark at or before it. */
export function markAt(marks: readonly ProgressMark[], value: number): ProgressMark | null {
  let low = 0;
  let high = marks.length - 1;
  let found: ProgressMark | null = null;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const mark = marks[mid];
    if (mark && mark.value <= value) {
      found = mark;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** Arrow keys move by a hundredth of the book, or one page or chapter, whichever is more. */
export const arrowStep = (progress: Pick<ReaderProgress, 'max' | 'unit'>) => (progress.unit === 'permille' ? 10 : 1);
