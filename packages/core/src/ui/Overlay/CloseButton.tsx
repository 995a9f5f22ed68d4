import XIcon from 'lucide-react/icons/x';
import { coreNamespace } from '../../i18n/coreNamespace';
import { useT } from '../../i18n/useT';
import { IconButton } from '../IconButton/IconButton';

/** The close (X) button of overlays, named "Close" (or "Dismiss") in the current language. */
export function CloseButton({ onClick, part, label = 'close' }: { onClick: () => void; part: string; label?: 'close' | 'dismiss' }) {
  const t = useT(coreNamespace);
  return <IconButton size="sm" data-part={part} label={t(label === 'close' ? 'ui.close' : 'ui.dismiss')} icon={<XIcon />} onClick={onClick} />;
}
