import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BUILT_IN_MODELS } from '../modelCatalog';
import { defaultChatSettings } from '../chatSettings';
import { ChatAboutSettingsView } from './ChatAboutSettingsView';
import type { ChatAboutSettingsViewProps } from './useChatUsage.types';
import { ChatAdvancedSettingsView, type ChatAdvancedSettingsViewProps } from './ChatAdvancedSettingsView';
import { ChatModelSettingsView } from './ChatModelSettingsView';
import type { ChatModelSettingsViewProps } from './useChatModelSettings.types';

const model: ChatModelSettingsViewProps = {
  settings: defaultChatSettings,
  models: BUILT_IN_MODELS,
  onChange: fn(),
  onReset: fn(),
  onServerPull: fn(),
  pulling: false,
  pullMessage: null,
};
const advanced: ChatAdvancedSettingsViewProps = {
  timeoutSec: 60,
  onTimeoutChange: fn(),
  accessPassword: '',
  onAccessPasswordChange: fn(),
  upstreamConfigured: true,
};
const about: ChatAboutSettingsViewProps = { usage: { state: 'ready', usage: { monthUsd: 3.5, limitUsd: 20 } }, onRefresh: fn() };

/** The chat's sections for a host's settings dialog (`chatSettingsSections`), as pure views. */
const meta = {
  title: 'chat/SettingsSections',
  component: ChatModelSettingsView,
  args: model,
} satisfies Meta<typeof ChatModelSettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Model: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Server Pull' }));
    await expect(args.onServerPull).toHaveBeenCalled();
  },
};
export const ModelPulling: Story = { args: { pulling: true, pullMessage: null } };
export const ModelPullFailed: Story = { args: { pullMessage: { text: 'The server could not be reached.', failed: true } } };

export const Advanced: StoryObj<typeof ChatAdvancedSettingsView> = {
  render: (args) => <ChatAdvancedSettingsView {...advanced} {...args} />,
};
export const AdvancedNoUpstream: StoryObj<typeof ChatAdvancedSettingsView> = {
  render: () => <ChatAdvancedSettingsView {...advanced} upstreamConfigured={false} accessPassword="secret" />,
};

export const AboutUsage: StoryObj<typeof ChatAboutSettingsView> = { render: () => <ChatAboutSettingsView {...about} /> };
export const AboutLoading: StoryObj<typeof ChatAboutSettingsView> = { render: () => <ChatAboutSettingsView usage={{ state: 'loading' }} onRefresh={fn()} /> };
export const AboutUnavailable: StoryObj<typeof ChatAboutSettingsView> = {
  render: () => <ChatAboutSettingsView usage={{ state: 'unavailable' }} onRefresh={fn()} />,
};

/** Every section and state side by side, for visual review. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 640 }}>
      <ChatModelSettingsView {...args} />
      <ChatModelSettingsView {...args} pulling pullMessage={{ text: 'The server could not be reached.', failed: true }} />
      <ChatAdvancedSettingsView {...advanced} />
      <ChatAdvancedSettingsView {...advanced} upstreamConfigured={false} />
      <ChatAboutSettingsView {...about} />
      <ChatAboutSettingsView usage={{ state: 'unavailable' }} onRefresh={fn()} />
    </div>
  ),
};
