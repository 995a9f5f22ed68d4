import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Prompt } from '../../prompts/types';
import type { PromptStoreViewProps } from '../../hooks/usePromptStore.types';
import { PromptStoreView } from './PromptStoreView';

const prompts: Prompt[] = [
  { title: 'Translator', content: 'I want you to act as an English translator, spelling corrector and improver. I will speak to you in any language and you will answer in English.' },
  { title: 'Linux Terminal', content: 'I want you to act as a linux terminal. I will type commands and you will reply with what the terminal should show.' },
  { title: 'Poet', content: 'Answer in rhyming couplets.' },
];

const base: PromptStoreViewProps = {
  open: true,
  onOpenChange: fn(),
  tab: 'local',
  onTabChange: fn(),
  query: '',
  onQueryChange: fn(),
  prompts,
  total: prompts.length,
  form: null,
  onFormOpen: fn(),
  onFormChange: fn(),
  onFormSubmit: fn(),
  onFormCancel: fn(),
  onDelete: fn(),
  onClearAll: fn(),
  onImport: fn(),
  onExport: fn(),
  onUse: fn(),
  notice: null,
  onDismissNotice: fn(),
  online: {
    sources: [{ name: 'awesome-chatgpt-prompts-zh', url: 'https://raw.githubusercontent.com/PlexPt/awesome-chatgpt-prompts-zh/main/prompts-zh.json' }],
    url: 'https://raw.githubusercontent.com/PlexPt/awesome-chatgpt-prompts-zh/main/prompts-zh.json',
    onUrlChange: fn(),
    onDownload: fn(),
    downloading: false,
    error: null,
    preview: null,
    onAddAll: fn(),
  },
};

/** The view with its own tab state, so stories can switch tabs. */
function Demo(props: PromptStoreViewProps) {
  const [tab, setTab] = useState(props.tab);
  return <PromptStoreView {...props} tab={tab} onTabChange={(next) => (setTab(next), props.onTabChange(next))} />;
}

const meta = { title: 'chat/PromptStoreView', component: Demo, args: base } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Prompt store' });

/** The local list; "Use" hands the prompt to the draft. */
export const Local: Story = {
  play: async ({ canvasElement, args }) => {
    const store = within(await dialog(canvasElement));
    await userEvent.click(store.getByRole('button', { name: 'Use: Poet' }));
    await expect(args.onUse).toHaveBeenCalledWith(prompts[2]);
  },
};

export const Empty: Story = { args: { prompts: [], total: 0 } };

export const DuplicateTitle: Story = {
  args: { form: { mode: 'add', title: 'Poet', content: 'Write a limerick.', error: 'Title duplicate, please re-enter' } },
  play: async ({ canvasElement }) => {
    const store = within(await dialog(canvasElement));
    await expect(store.getByRole('alert')).toHaveTextContent('Title duplicate, please re-enter');
    await expect(store.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ImportReport: Story = {
  args: {
    notice: { tone: 'success', text: 'Added: 12. Skipped as duplicates: 2.', details: ['Poet (title duplicate)', 'Copycat (content duplicate)'] },
  },
};

export const ImportRejected: Story = { args: { notice: { tone: 'danger', text: 'Key value mismatch', details: [] } } };

export const OnlinePreview: Story = {
  args: { tab: 'online', online: { ...base.online, preview: prompts } },
};

export const OnlineFailed: Story = {
  args: { tab: 'online', online: { ...base.online, url: 'https://example.invalid/prompts.json', error: 'Please check the network status and JSON file validity' } },
  play: async ({ canvasElement }) => {
    const store = within(await dialog(canvasElement));
    await expect(store.getByRole('alert')).toHaveTextContent('Please check the network status and JSON file validity');
  },
};
