import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = { title: 'core/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="skeleton"]')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const Block: Story = { args: { variant: 'block', width: '120px', height: '160px' } };

export const AllStates: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <Skeleton lines={1} />
      <Skeleton lines={3} />
      <div style={{ display: 'flex', gap: 12 }}>
        <Skeleton variant="block" width="72px" height="96px" />
        <Skeleton lines={2} />
      </div>
    </div>
  ),
  parameters: { chromatic: { disableSnapshot: false } },
};
