import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Gpt } from '../../gpts/types';
import { GptsView } from './GptsView';

const gpts: Gpt[] = [
  { id: 'g-d040634a7', name: 'Recipe Remixer', description: 'Turns what is left in your fridge into a weeknight dinner, with a shopping list for the gaps.', author: 'Kitchen Lab' },
  { id: 'g-385f78a55', name: 'SQL Tutor', description: 'Explains SQL queries step by step and suggests indexes for slow ones.', author: 'Data Dojo' },
  {
    id: 'g-logo',
    name: 'Haiku Gardener',
    description: 'Writes seasonal haiku.',
    logo: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"%3E%3Ccircle cx="20" cy="20" r="20" fill="%232f855a"/%3E%3C/svg%3E',
  },
];

const meta = {
  title: 'chat/GptsView',
  component: GptsView,
  args: {
    open: true,
    onOpenChange: fn(),
    query: '',
    onQueryChange: fn(),
    status: 'done',
    results: gpts,
    recent: [gpts[1]!],
    currentModel: 'gpt-4-gizmo-g-385f78a55',
    onRetry: fn(),
    onPick: fn(),
  },
} satisfies Meta<typeof GptsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'GPTs' });

/** Recently used first (the one in use is marked), then the directory; picking reports the GPT. */
export const Results: Story = {
  play: async ({ canvasElement, args }) => {
    const view = within(await dialog(canvasElement));
    await userEvent.click(view.getByRole('button', { name: 'Recipe Remixer' }));
    await expect(args.onPick).toHaveBeenCalledWith(gpts[0]);
  },
};

export const Loading: Story = { args: { status: 'loading', results: [], recent: [] } };

export const NoResults: Story = { args: { query: 'zzz', results: [] } };

export const Failed: Story = {
  args: { status: 'failed', results: [] },
  play: async ({ canvasElement, args }) => {
    const view = within(await dialog(canvasElement));
    await userEvent.click(view.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
