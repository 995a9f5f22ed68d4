import { coreNamespace } from '../../i18n/coreNamespace';
import { useT } from '../../i18n/useT';
import { ProgressBar, ProgressTrack } from './Progress.styles';

/** Props of `Progress`. */
export interface ProgressProps {
  /** Percent done, 0–100 (clamped); `null` or omitted for an indeterminate bar. @default undefined */
  value?: number | null;
  /** Accessible name, e.g. "Uploading book.epub". */
  label: string;
  /** Spoken value, e.g. "12 MB of 40 MB". @default t('ui.progress') ("42%") */
  valueText?: string;
  /** Class on the component's root element, for host styling. @default undefined */
  className?: string;
}

/**
 * A progress bar (`role="progressbar"`); determinate with a value, otherwise an animated
 * indeterminate bar without `aria-valuenow`.
 * @example
 * <Progress label="Uploading book.epub" value={percent} />
 */
export function Progress({ value, label, valueText, className }: ProgressProps) {
  const t = useT(coreNamespace);
  const determinate = typeof value === 'number' && Number.isFinite(value);
  const percent = determinate ? Math.round(Math.min(100, Math.max(0, value))) : 0;
  return (
    <ProgressTrack
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={determinate ? percent : undefined}
      aria-valuetext={determinate ? (valueText ?? t('ui.progress', { value: percent })) : valueText}
      data-part="progress"
      data-state={determinate ? (percent === 100 ? 'complete' : 'determinate') : 'indeterminate'}
      className={className}
    >
      <ProgressBar data-part="progress-bar" $indeterminate={!determinate} style={determinate ? { width: `${percent}%` } : undefined} />
    </ProgressTrack>
  );
}
