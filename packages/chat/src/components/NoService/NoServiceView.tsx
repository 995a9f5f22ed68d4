import { useT } from '@atelier/core';
import { chatNamespace } from '../../i18n/chatNamespace';
import { CenteredPanel } from '../AccessPassword/AccessPassword.styles';
import { Button } from '../common/common.styles';

/** DESIGN §2: no fake answers; say that nothing is configured and where to fix it. */
export function NoServiceView({ onOpenServerSettings }: { onOpenServerSettings?: () => void }) {
  const t = useT(chatNamespace);
  return (
    <CenteredPanel data-part="no-service" role="status">
      <h2>{t('noService.title')}</h2>
      <p>{t('noService.body')}</p>
      {onOpenServerSettings && (
        <Button type="button" $variant="primary" onClick={onOpenServerSettings}>
          {t('noService.openSettings')}
        </Button>
      )}
    </CenteredPanel>
  );
}
