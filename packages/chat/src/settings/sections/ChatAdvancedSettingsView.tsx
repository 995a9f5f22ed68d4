import { TextField as Input, useT } from '@atelier/core';
import { useState } from 'react';
import { chatNamespace } from '../../i18n/chatNamespace';
import { Note, SectionForm, SectionTitle } from './settingsSections.styles';

export interface ChatAdvancedSettingsViewProps {
  /** The request timeout in seconds the field starts from. */
  timeoutSec: number;
  /** Called with each valid timeout typed (a whole number of seconds, 5 to 600); invalid input shows an error instead. */
  onTimeoutChange: (seconds: number) => void;
  /** The access password currently stored for this site's server. */
  accessPassword: string;
  /** Called with the field's text on every change. */
  onAccessPasswordChange: (password: string) => void;
  /** What this site's server says about its model service; null while unknown. */
  upstreamConfigured: boolean | null;
}

export const TIMEOUT_RANGE = { min: 5, max: 600 } as const;

/**
 * Settings → Advanced for the chat: request timeout and access password. Reverse proxy, SOCKS
 * and HTTPS proxy belong to the server's upstream, so they are explained, not editable here.
 */
export function ChatAdvancedSettingsView(props: ChatAdvancedSettingsViewProps) {
  const t = useT(chatNamespace);
  const [timeout, setTimeoutDraft] = useState(String(props.timeoutSec));
  const value = Number(timeout);
  const invalid = !Number.isInteger(value) || value < TIMEOUT_RANGE.min || value > TIMEOUT_RANGE.max;
  return (
    <SectionForm data-part="chat-advanced-settings">
      <SectionTitle>{t('settings.advanced.title')}</SectionTitle>
      <Input
        label={t('settings.server.timeout')}
        type="number"
        inputMode="numeric"
        min={TIMEOUT_RANGE.min}
        max={TIMEOUT_RANGE.max}
        value={timeout}
        error={invalid ? t('settings.advanced.timeoutInvalid', TIMEOUT_RANGE) : undefined}
        onChange={(e) => {
          setTimeoutDraft(e.target.value);
          const next = Number(e.target.value);
          if (Number.isInteger(next) && next >= TIMEOUT_RANGE.min && next <= TIMEOUT_RANGE.max) props.onTimeoutChange(next);
        }}
      />
      <Input
        label={t('settings.server.accessPassword')}
        hint={t('settings.advanced.accessPasswordHint')}
        type="password"
        autoComplete="off"
        value={props.accessPassword}
        onChange={(e) => props.onAccessPasswordChange(e.target.value)}
      />
      {props.upstreamConfigured !== null && (
        <Note>{props.upstreamConfigured ? t('settings.advanced.upstreamConfigured') : t('settings.advanced.upstreamMissing')}</Note>
      )}
      <Note>{t('settings.server.proxyInfo')}</Note>
    </SectionForm>
  );
}
