import { Modal, Tabs, useT } from '@atelier/core';
import { chatNamespace } from '../../i18n/chatNamespace';
import { Alert, Button } from '../common/common.styles';
import { LocalPromptsView } from './LocalPromptsView';
import { OnlinePromptsView } from './OnlinePromptsView';
import { PromptNoticeDetails } from './PromptStore.styles';
import type { PromptStoreViewProps } from '../../hooks/usePromptStore.types';

/** The prompt store dialog (Local and Online tabs) as a pure function of its view model. */
export function PromptStoreView({ open, onOpenChange, tab, onTabChange, notice, onDismissNotice, online, ...local }: PromptStoreViewProps) {
  const t = useT(chatNamespace);
  return (
    <Modal open={open} onOpenChange={({ open: next }) => onOpenChange(next)} title={t('prompts.title')}>
      {notice && (
        <Alert $tone={notice.tone === 'danger' ? 'danger' : 'warning'} role={notice.tone === 'danger' ? 'alert' : 'status'} data-part="prompt-notice">
          <span>{notice.text}</span>
          <Button type="button" $variant="ghost" onClick={onDismissNotice}>
            {t('prompts.dismiss')}
          </Button>
          {notice.details.length > 0 && (
            <PromptNoticeDetails>
              {notice.details.map((detail, index) => (
                <li key={index}>{detail}</li>
              ))}
            </PromptNoticeDetails>
          )}
        </Alert>
      )}
      <Tabs
        label={t('prompts.tabs')}
        value={tab}
        onValueChange={(value) => onTabChange(value === 'online' ? 'online' : 'local')}
        items={[
          { value: 'local', label: t('prompts.tabLocal'), content: <LocalPromptsView {...local} /> },
          { value: 'online', label: t('prompts.tabOnline'), content: <OnlinePromptsView {...online} /> },
        ]}
      />
    </Modal>
  );
}
