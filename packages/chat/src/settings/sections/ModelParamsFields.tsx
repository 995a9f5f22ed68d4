import { TextField as Input, Slider, useT } from '@atelier/core';
import { useId } from 'react';
import { chatNamespace } from '../../i18n/chatNamespace';
import { SETTING_RANGES } from '../chatSettings';
import type { ModelParams } from '../modelParams';
import { PromptLabel, TwoColumns } from './settingsSections.styles';


export interface ModelParamsFieldsProps {
  settings: ModelParams;
  onChange: (patch: Partial<ModelParams>) => void;
}

const SLIDERS = ['temperature', 'top_p', 'presence_penalty', 'frequency_penalty'] as const;

/**
 * Role prompt, context count, reply count and the sampling sliders with the reference's ranges:
 * the same fields edit the global settings and one conversation's own.
 */
export function ModelParamsFields({ settings, onChange }: ModelParamsFieldsProps) {
  const t = useT(chatNamespace);
  const hintId = useId();
  const maxTokens = (raw: string) => {
    const value = Number(raw);
    if (raw.trim() !== '' && Number.isFinite(value)) onChange({ max_tokens: value });
  };
  return (
    <>
      <PromptLabel>
        {t('settings.model.systemPrompt')}
        <textarea
          aria-describedby={hintId}
          value={settings.systemPrompt}
          onChange={(e) => onChange({ systemPrompt: e.target.value })}
        />
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
          onChange={(e) => maxTokens(e.target.value)}
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
      </TwoColumns>
    </>
  );
}
