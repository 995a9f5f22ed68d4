import { Button, TextField as Input, Select, Slider, Switch, useT } from '@atelier/core';
import { useId } from 'react';
import { chatNamespace } from '../../i18n/chatNamespace';
import { type ChatGlobalSettings, SETTING_RANGES, TTS_VOICES } from '../chatSettings';
import { Note, PromptLabel, Row, SectionForm, SectionTitle, TwoColumns } from './settingsSections.styles';

export interface ChatModelSettingsViewProps {
  settings: ChatGlobalSettings;
  models: readonly string[];
  onChange: (patch: Partial<ChatGlobalSettings>) => void;
  onReset: () => void;
  onServerPull: () => void;
  pulling: boolean;
  pullMessage: { text: string; failed: boolean } | null;
}

const SLIDERS = ['temperature', 'top_p', 'presence_penalty', 'frequency_penalty'] as const;

/** Settings → Model: every chat setting of spec §3, with the reference's ranges. */
export function ChatModelSettingsView({ settings, models, onChange, onReset, onServerPull, pulling, pullMessage }: ChatModelSettingsViewProps) {
  const t = useT(chatNamespace);
  const hintId = useId();
  const number = (key: 'max_tokens', raw: string) => {
    const value = Number(raw);
    if (raw.trim() !== '' && Number.isFinite(value)) onChange({ [key]: value });
  };
  return (
    <SectionForm data-part="chat-model-settings">
      <SectionTitle>{t('settings.model.title')}</SectionTitle>
      <Row>
        <Select label={t('settings.model.model')} value={settings.model} options={models.map((m) => ({ value: m, label: m }))} onValueChange={(model) => onChange({ model })} />
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
      <PromptLabel>
        {t('settings.model.systemPrompt')}
        <textarea aria-describedby={hintId} value={settings.systemPrompt} onChange={(e) => onChange({ systemPrompt: e.target.value })} />
        <small id={hintId}>{t('settings.model.systemPromptHint')}</small>
      </PromptLabel>
      <TwoColumns>
        <Slider
          label={t('settings.model.contextCount')}
          {...SETTING_RANGES.contextCount}
          value={settings.contextCount}
          onValueChange={(contextCount) => onChange({ contextCount })}
        />
        <Input
          label={t('settings.model.max_tokens')}
          type="number"
          inputMode="numeric"
          min={SETTING_RANGES.max_tokens.min}
          max={SETTING_RANGES.max_tokens.max}
          value={settings.max_tokens}
          onChange={(e) => number('max_tokens', e.target.value)}
        />
        {SLIDERS.map((key) => (
          <Slider
            key={key}
            label={t(`settings.model.${key}`)}
            {...SETTING_RANGES[key]}
            format={(v) => v.toFixed(2)}
            value={settings[key]}
            onValueChange={(value) => onChange({ [key]: value })}
          />
        ))}
        <Switch label={t('settings.model.contextMode')} checked={settings.contextMode} onCheckedChange={(contextMode) => onChange({ contextMode })} />
        <Select
          label={t('settings.model.ttsVoice')}
          value={settings.ttsVoice}
          options={TTS_VOICES.map((v) => ({ value: v, label: v }))}
          onValueChange={(v) => onChange({ ttsVoice: v as ChatGlobalSettings['ttsVoice'] })}
        />
      </TwoColumns>
      <TwoColumns>
        <Input label={t('settings.model.avatar')} type="url" value={settings.avatar} onChange={(e) => onChange({ avatar: e.target.value })} />
        <Input label={t('settings.model.name')} value={settings.name} onChange={(e) => onChange({ name: e.target.value })} />
        <Input label={t('settings.model.description')} value={settings.description} onChange={(e) => onChange({ description: e.target.value })} />
      </TwoColumns>
      <Row>
        <span />
        <Button onClick={onReset}>{t('settings.model.reset')}</Button>
      </Row>
    </SectionForm>
  );
}
