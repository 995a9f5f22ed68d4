import { useLatest, useT } from '@atelier/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { readersNamespace } from '../../i18n/readersNamespace';
import { Preview, Range, SliderRoot, Tick } from './ProgressSlider.styles';
import { MAX_TICKS, type ReaderProgress, arrowStep, markAt } from '../../progress/readerProgress';

/** Props of `ProgressSlider`. */
export interface ProgressSliderProps {
  /** Where the reader stands, the chapter starts and how to jump (a reader hook's `progress`). */
  progress: ReaderProgress;
}

/**
 * Where the reader is in the whole book, with chapter starts marked: dragging names the chapter
 * under the thumb and jumps there on release; arrow keys step a hundredth, a page or a chapter.
 */
export function ProgressSlider({ progress }: ProgressSliderProps) {
  const t = useT(readersNamespace);
  const { value, max, unit, marks } = progress;
  const [draft, setDraft] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useLatest(progress);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    // `change` fires once a drag ends, where React's onChange fires on every move.
    const onCommit = () => {
      setDraft(null);
      const next = Number(input.value);
      if (next !== latest.current.value) latest.current.seek(next);
    };
    input.addEventListener('change', onCommit);
    return () => input.removeEventListener('change', onCommit);
  }, [latest]);

  const describe = (at: number) => {
    const chapter = markAt(marks, at)?.title;
    const place =
      unit === 'page'
        ? t('progress.page', { page: at + 1, pages: max + 1 })
        : unit === 'chapter'
          ? t('txt.position', { current: at + 1, total: max + 1 })
          : t('txt.percent', { percent: Math.round(at / 10) });
    return chapter && unit !== 'chapter' ? `${chapter} · ${place}` : chapter ? `${place} · ${chapter}` : place;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = arrowStep(progress);
    const delta = event.key === 'ArrowRight' || event.key === 'ArrowUp' ? step : event.key === 'ArrowLeft' || event.key === 'ArrowDown' ? -step : 0;
    if (delta === 0) return;
    event.preventDefault();
    const next = Math.min(max, Math.max(0, value + delta));
    if (next !== value) progress.seek(next);
  };

  const shown = draft ?? value;
  return (
    <SliderRoot>
      {marks.length <= MAX_TICKS && max > 0 ? marks.map((mark) => <Tick key={`${mark.value}:${mark.title}`} $at={(mark.value / max) * 100} aria-hidden />) : null}
      {draft !== null ? <Preview>{describe(draft)}</Preview> : null}
      <Range
        ref={inputRef}
        type="range"
        min={0}
        max={max}
        step={1}
        value={shown}
        disabled={max <= 0}
        aria-label={t('progress.label')}
        aria-valuetext={describe(shown)}
        onChange={(event) => setDraft(Number(event.target.value))}
        onKeyDown={onKeyDown}
      />
    </SliderRoot>
  );
}
