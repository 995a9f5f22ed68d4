import { ProgressBar, ProgressTrack } from './Progress.styles';

export interface ProgressProps {
  /** 0–100; omit for an indeterminate bar. */
  value?: number | null;
  /** Accessible name, e.g. "Uploading book.epub". */
  label: string;
  /** Spoken value, e.g. "12 MB of 40 MB". @default `${value}%` */
  valueText?: string;
  className?: string;
}

export function Progress({ value, label, valueText, className }: ProgressProps) {
  const determinate = typeof value === 'number' && Number.isFinite(value);
  const clamped = determinate ? Math.min(100, Math.max(0, value)) : 0;
  return (
    <ProgressTrack
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={determinate ? Math.round(clamped) : undefined}
      aria-valuetext={determinate ? (valueText ?? `${Math.round(clamped)}%`) : valueText}
      data-part="progress"
      data-state={determinate ? 'determinate' : 'indeterminate'}
      className={className}
    >
      <ProgressBar $indeterminate={!determinate} style={determinate ? { width: `${clamped}%` } : undefined} />
    </ProgressTrack>
  );
}
