import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const items = [
  { value: 'login', label: 'Password login', content: <p>Login form</p> },
  { value: 'register', label: 'Register', content: <p>Register form</p> },
  { value: 'reset', label: 'Reset password', content: <p>Reset form</p> },
];

const meta = { title: 'core/Tabs', component: Tabs, args: { label: 'Sign in', items } } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'register' } };
export const WithDisabled: Story = { args: { items: [...items.slice(0, 2), { ...items[2]!, disabled: true }] } };

export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Password login' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Reset form');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Password login' })).toHaveFocus();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Tabs {...args} />
      <Tabs {...args} defaultValue="register" />
    </div>
  ),
  parameters: { chromatic: { disableSnapshot: false } },
};
