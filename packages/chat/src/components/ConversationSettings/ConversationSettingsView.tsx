import { Button, Modal, useT } from '@atelier/core';
import { chatNamespace } from '../../i18n/chatNamespace';
import { ModelParamsFields } from '../../settings/sections/ModelParamsFields';
import { SectionForm } from '../../settings/sections/settingsSections.styles';
import type { ConversationSettingsViewProps } from '../../hooks/useConversationSettings.types';

/** "This chat's settings": the model parameters of one conversation, over the global ones. */
export function ConversationSettingsView({
  open,
  onOpenChange,
  settings,
  overrides,
  onChange,
  onUseGlobal,
}: ConversationSettingsViewProps) {
  const t = useT(chatNamespace);
  return (
    <Modal
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      title={t('conversationSettings.title')}
      description={t('conversationSettings.description')}
      footer={
        <>
          <span role="status">
            {overrides > 0
              ? t('conversationSettings.overrides', { count: overrides })
              : t('conversationSettings.none')}
          </span>
          <Button variant="secondary" disabled={overrides === 0} onClick={onUseGlobal}>
            {t('conversationSettings.useGlobal')}
          </Button>
          <Button variant="primary" onClick={() => onOpenChange(false)}>
            {t('conversationSettings.done')}
          </Button>
        </>
      }
    >
      <SectionForm data-part="conversation-settings">
        <ModelParamsFields settings={settings} onChange={onChange} />
      </SectionForm>
    </Modal>
  );
}
