import { Button, Modal, useT } from '@atelier/core';
import { chatNamespace } from '../../i18n/chatNamespace';
import { type ModelParams, ModelParamsFields } from '../../settings/sections/ModelParamsFields';
import { SectionForm } from '../../settings/sections/settingsSections.styles';

export interface ConversationSettingsViewProps {
  /** The dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close (Escape, the close button, the header's button). */
  onOpenChange: (open: boolean) => void;
  /** This conversation's values: its own where set, the global ones otherwise. */
  settings: ModelParams;
  /** How many settings this conversation sets for itself. */
  overrides: number;
  /** Called with the parameter a field changed; it becomes this conversation's own value. */
  onChange: (patch: Partial<ModelParams>) => void;
  /** Drops this conversation's own values so the global settings apply again. */
  onUseGlobal: () => void;
}

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
