import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { Spinner } from './Spinner';

const meta = {
  title: 'core/Button',
  component: Button,
  args: { children: 'Upload', onClick: fn(), variant: 'primary' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Upload' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const IconOnly: Story = { args: { children: undefined, icon: <span aria-hidden="true">⚙</span>, 'aria-label': 'Settings' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) =>
        (['sm', 'md', 'lg'] as const).map((size) => (
          <Button key={variant + size} variant={variant} size={size}>
            {variant} {size}
          </Button>
        )),
      )}
      <Button loading variant="primary">
        Loading
      </Button>
      <Button disabled>Disabled</Button>
      <Spinner />
    </div>
  ),
  parameters: { chromatic: { disableSnapshot: false } },
};
