import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from './Input';

const meta = { title: 'core/Input', component: Input, args: { label: 'User name', placeholder: 'ann' } } satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'User name' });
    await userEvent.type(input, 'ann');
    await expect(input).toHaveValue('ann');
  },
};
export const WithHint: Story = { args: { label: 'Password', type: 'password', hint: '6 or more digits or characters', placeholder: undefined } };
export const WithError: Story = {
  args: { label: 'OpenAI address', defaultValue: 'api.openai.com', error: 'The address must contain http(s)://' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'OpenAI address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The address must contain http(s)://');
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'read only' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <Input label="User name" placeholder="ann" />
      <Input label="Password" type="password" hint="6 or more digits or characters" />
      <Input label="OpenAI address" defaultValue="api.openai.com" error="The address must contain http(s)://" />
      <Input label="Disabled" disabled defaultValue="read only" />
    </div>
  ),
  parameters: { chromatic: { disableSnapshot: false } },
};
