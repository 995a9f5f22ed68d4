import { Modal, Tabs, useT } from '@atelier/core';
import { chatNamespace } from '../../i18n/chatNamespace';
import { Alert, Button } from '../common/common.styles';
import { LocalPromptsView, type LocalPromptsViewProps } from './LocalPromptsView';
import { type OnlinePromptsModel, OnlinePromptsView } from './OnlinePromptsView';
import { PromptNoticeDetails } from './PromptStore.styles';

export type PromptStoreTab = 'local' | 'online';

/** The outcome of an import or of adding an online list; `details` names each skipped prompt. */
export interface PromptNotice {
  tone: 'success' | 'danger';
  text: string;
  details: readonly string[];
}

export interface PromptStoreViewProps extends LocalPromptsViewProps {
  /** The dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** The tab shown: Local (the user's prompts) or Online (recommended lists). */
  tab: PromptStoreTab;
  /** Called with the tab the user switches to. */
  onTabChange: (tab: PromptStoreTab) => void;
  /** The outcome of the last import or added online list, shown above the tabs; null shows none. */
  notice: PromptNotice | null;
  /** Called by the notice's Dismiss button. */
  onDismissNotice: () => void;
  /** The Online tab's view model. */
  online: OnlinePromptsModel;
}

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
