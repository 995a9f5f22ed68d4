import { coreNamespace } from '../../i18n/coreNamespace';
import { useT } from '../../i18n/useT';
import { SpinnerRoot } from './Spinner.styles';

/** Props of `Spinner`. */
export interface SpinnerProps {
  /** Diameter in px. @default 16 */
  size?: number;
  /**
   * Text announced to screen readers. `null` hides the spinner from them, for when the surrounding
   * control already says it is busy (a loading Button).
   * @default t('ui.loading') ("Loading…")
   */
  label?: string | null;
  /** Class on the component's root element, for host styling. @default undefined */
  className?: string;
}

/** A spinning ring in the current text colour. */
export function Spinner({ size = 16, label, className }: SpinnerProps) {
  const t = useT(coreNamespace);
  const text = label === null ? null : (label ?? t('ui.loading'));
  return text ? (
    <SpinnerRoot data-part="spinner" className={className} $size={size} role="status" aria-label={text} />
  ) : (
    <SpinnerRoot data-part="spinner" className={className} $size={size} aria-hidden="true" />
  );
}
