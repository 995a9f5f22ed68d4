import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const voices = ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'].map((v) => ({ value: v, label: v }));

const meta = {
  title: 'core/Select',
  component: Select,
  args: { label: 'TTS voice', options: voices, onValueChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'TTS voice' }), 'nova');
    await expect(args.onValueChange).toHaveBeenCalledWith('nova');
  },
};
export const WithPlaceholder: Story = { args: { placeholder: 'Choose a voice', defaultValue: '' } };
export const WithHint: Story = { args: { hint: 'Used when reading answers aloud' } };
export const WithError: Story = { args: { placeholder: 'Choose a voice', defaultValue: '', error: 'Choose a voice first' } };
export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <Select label="Default" options={voices} />
      <Select label="Placeholder" options={voices} placeholder="Choose a voice" defaultValue="" />
      <Select label="With hint" options={voices} hint="Used when reading answers aloud" />
      <Select label="With error" options={voices} error="Choose a voice first" />
      <Select label="Disabled" options={voices} disabled />
    </div>
  ),
  parameters: { chromatic: { disableSnapshot: false } },
};
