import { coreNamespace } from '../../i18n/coreNamespace';
import { useT } from '../../i18n/useT';
import { SpinnerRoot } from './Button.styles';

export interface SpinnerProps {
  /** Diameter in px. @default 16 */
  size?: number;
  /** Accessible label; omit when the surrounding control already says it is busy. @default 'Loading…' */
  label?: string | null;
}

export function Spinner({ size = 16, label }: SpinnerProps) {
  const t = useT(coreNamespace);
  const text = label === null ? null : (label ?? t('ui.loading'));
  return text ? (
    <SpinnerRoot data-part="spinner" $size={size} role="status" aria-label={text} />
  ) : (
    <SpinnerRoot data-part="spinner" $size={size} aria-hidden="true" />
  );
}
