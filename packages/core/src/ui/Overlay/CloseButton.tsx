import { coreNamespace } from '../../i18n/coreNamespace';
import { useT } from '../../i18n/useT';
import { Button } from '../Button/Button';

/** The ✕ button of overlays, named "Close" (or "Dismiss") in the current language. */
export function CloseButton({ onClick, part, label = 'close' }: { onClick: () => void; part: string; label?: 'close' | 'dismiss' }) {
  const t = useT(coreNamespace);
  return (
    <Button
      variant="ghost"
      size="sm"
      data-part={part}
      aria-label={t(label === 'close' ? 'ui.close' : 'ui.dismiss')}
      icon={<span aria-hidden="true">✕</span>}
      onClick={onClick}
    />
  );
}
