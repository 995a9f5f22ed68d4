import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const items = [
  { value: 'login', label: 'Password login', content: <p>Login form</p> },
  { value: 'register', label: 'Register', content: <p>Register form</p> },
  { value: 'reset', label: 'Reset password', content: <p>Reset form</p> },
];

const meta = {
  title: 'core/Tabs',
  component: Tabs,
  args: { label: 'Sign in', items, onValueChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'register' } };
export const WithDisabled: Story = { args: { items: [items[0]!, items[1]!, { ...items[2]!, disabled: true }] } };

export const ArrowKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(tab('Password login')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Register')).toHaveFocus();
    await expect(tab('Register')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Register' })).toHaveTextContent('Register form');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Reset form');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Password login')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Reset password')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab('Password login')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('login');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Tabs {...args} label="First selected" />
      <Tabs {...args} label="Second selected" defaultValue="register" />
      <Tabs {...args} label="With a disabled tab" items={[items[0]!, items[1]!, { ...items[2]!, disabled: true }]} />
    </div>
  ),
  parameters: { chromatic: { disableSnapshot: false } },
};
