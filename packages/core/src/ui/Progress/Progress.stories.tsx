import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Progress } from './Progress';

const meta = { title: 'core/Progress', component: Progress, args: { label: 'Uploading book.epub', value: 42 } } satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading book.epub' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
  },
};
export const Indeterminate: Story = { args: { value: null, label: 'Loading the PDF engine' } };
export const Complete: Story = { args: { value: 100 } };
export const WithValueText: Story = { args: { value: 30, valueText: '12 MB of 40 MB' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <Progress label="Not started" value={0} />
      <Progress label="Uploading" value={42} valueText="12 MB of 28 MB" />
      <Progress label="Done" value={100} />
      <Progress label="Loading" />
    </div>
  ),
  parameters: { chromatic: { disableSnapshot: false } },
};
