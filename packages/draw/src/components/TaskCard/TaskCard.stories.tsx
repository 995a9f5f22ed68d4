import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { gridButtons, upscaleButtons } from '../../testing/mjButtons';
import { describeButton } from '../../buttons/describeButton';
import { TaskCard } from './TaskCard';
import type { TaskCardModel } from '../../models/taskCardModel';

const image = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#7a9"/></svg>')}`;
const base: TaskCardModel = {
  id: 'r1', kind: 'imagine', label: 'a red fox --v 7.0', phase: 'polling', taskId: '1732450000123', action: 'IMAGINE', resumed: false, queueText: null,
  progressText: '45%', percent: 45, imageSrc: image, originalUrl: null, failReason: null, error: null, buttons: [], describedPrompt: null, revisedPrompt: null, hasSeed: false,
};
const specs = (list: ReturnType<typeof gridButtons>) => list.flatMap((b) => describeButton(b) ?? []);

const meta = {
  title: 'draw/TaskCard',
  component: TaskCard,
  args: { model: base, onButton: fn(), onReload: fn(), onRetry: fn(), onCancel: fn(), onDelete: fn(), onSeed: fn() },
  render: (args) => (
    <ol style={{ listStyle: 'none', padding: 0, maxWidth: 520 }}>
      <TaskCard {...args} />
    </ol>
  ),
} satisfies Meta<typeof TaskCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByRole('status')).toHaveTextContent('Progress: 45%');
  },
};

export const Succeeded: Story = {
  args: { model: { ...base, phase: 'succeeded', progressText: '100%', percent: 100, originalUrl: 'https://example.com/fox.png', buttons: specs(gridButtons('h')), hasSeed: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'U1' }));
    await expect(args.onButton).toHaveBeenCalledWith(expect.objectContaining({ customId: 'MJ::JOB::upsample::1::h' }));
  },
};

export const Upscaled: Story = {
  args: { model: { ...base, label: 'U1 · a red fox', action: 'UPSCALE', phase: 'succeeded', percent: 100, buttons: specs(upscaleButtons('h')), hasSeed: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '🔍 Zoom Out 2x' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '🔍 Zoom Out 1.5x' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { model: { ...base, phase: 'failed', progressText: null, percent: null, imageSrc: null, failReason: 'Job killed by moderator' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Failure reason: Job killed by moderator');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { model: { ...base, phase: 'rejected', taskId: null, imageSrc: null, progressText: null, percent: null, error: { code: 'SUBMIT_REJECTED', submitCode: 24, description: '可能包含敏感词', bannedWord: 'gore' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The prompt contains a banned word: gore');
  },
};
