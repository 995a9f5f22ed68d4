import { Button, useT } from '@atelier/core';
import { chatNamespace } from '../../i18n/chatNamespace';
import { Note, Row, SectionForm, SectionTitle } from './settingsSections.styles';
import type { ChatAboutSettingsViewProps } from './useChatUsage.types';

/** Settings → About: monthly usage, limit and balance, when the model service reports them. */
export function ChatAboutSettingsView({ usage, onRefresh }: ChatAboutSettingsViewProps) {
  const t = useT(chatNamespace);
  const usd = (value: number) => `$${value.toFixed(2)}`;
  return (
    <SectionForm data-part="chat-about-settings">
      <SectionTitle>{t('settings.about.title')}</SectionTitle>
      {usage.state === 'loading' && <Note role="status">{t('settings.about.loading')}</Note>}
      {usage.state === 'unavailable' && <Note>{t('settings.about.unavailable')}</Note>}
      {usage.state === 'ready' && (
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px' }}>
          <dt>{t('settings.about.monthUsage')}</dt>
          <dd style={{ margin: 0 }}>{usd(usage.usage.monthUsd)}</dd>
          {usage.usage.limitUsd !== null && (
            <>
              <dt>{t('settings.about.total')}</dt>
              <dd style={{ margin: 0 }}>{usd(usage.usage.limitUsd)}</dd>
              <dt>{t('settings.about.balance')}</dt>
              <dd style={{ margin: 0 }}>{usd(usage.usage.limitUsd - usage.usage.monthUsd)}</dd>
            </>
          )}
        </dl>
      )}
      <Row>
        <span />
        <Button onClick={onRefresh} disabled={usage.state === 'loading'}>
          {t('settings.about.refresh')}
        </Button>
      </Row>
    </SectionForm>
  );
}
