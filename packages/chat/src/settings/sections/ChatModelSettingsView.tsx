import { Button, TextField as Input, Select, Switch, useT } from '@atelier/core';
import { chatNamespace } from '../../i18n/chatNamespace';
import { type ChatGlobalSettings, TTS_VOICES } from '../chatSettings';
import { ModelParamsFields } from './ModelParamsFields';
import type { ChatModelSettingsViewProps } from './useChatModelSettings.types';
import { Note, Row, SectionForm, SectionTitle, TwoColumns } from './settingsSections.styles';

/** Settings → Model: every chat setting of spec §3, with the reference's ranges. */
export function ChatModelSettingsView({
  settings,
  models,
  onChange,
  onReset,
  onServerPull,
  pulling,
  pullMessage,
}: ChatModelSettingsViewProps) {
  const t = useT(chatNamespace);
  return (
    <SectionForm data-part="chat-model-settings">
      <SectionTitle>{t('settings.model.title')}</SectionTitle>
      <Row>
        <Select
          label={t('settings.model.model')}
          value={settings.model}
          options={models.map((m) => ({ value: m, label: m }))}
          onValueChange={(model) => onChange({ model })}
        />
        <Button onClick={onServerPull} disabled={pulling}>
          {t('settings.model.serverPull')}
        </Button>
      </Row>
      {pullMessage && (
        <Note role={pullMessage.failed ? 'alert' : 'status'}>{pullMessage.text}</Note>
      )}
      <Input
        label={t('settings.model.customModels')}
        hint={t('settings.model.customModelsHint')}
        value={settings.customModels}
        onChange={(e) => onChange({ customModels: e.target.value })}
      />
      <ModelParamsFields settings={settings} onChange={onChange} />
      <TwoColumns>
        <Switch
          label={t('settings.model.contextMode')}
          checked={settings.contextMode}
          onCheckedChange={(contextMode) => onChange({ contextMode })}
        />
        <Select
          label={t('settings.model.ttsVoice')}
          value={settings.ttsVoice}
          options={TTS_VOICES.map((v) => ({ value: v, label: v }))}
          onValueChange={(v) => onChange({ ttsVoice: v as ChatGlobalSettings['ttsVoice'] })}
        />
      </TwoColumns>
      <TwoColumns>
        <Input
          label={t('settings.model.avatar')}
          type="url"
          value={settings.avatar}
          onChange={(e) => onChange({ avatar: e.target.value })}
        />
        <Input
          label={t('settings.model.name')}
          value={settings.name}
          onChange={(e) => onChange({ name: e.target.value })}
        />
        <Input
          label={t('settings.model.description')}
          value={settings.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </TwoColumns>
      <Row>
        <span />
        <Button onClick={onReset}>{t('settings.model.reset')}</Button>
      </Row>
    </SectionForm>
  );
}
