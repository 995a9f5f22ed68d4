import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { describeButton } from '../../buttons/describeButton';
import { gridButtons } from '../../testing/mjButtons';
import type { TaskCardModel } from '../../models/taskCardModel';
import type { DrawStudioViewProps } from '../../models/drawStudioViewProps';
import { DrawStudioView } from './DrawStudioView';
import { DrawStudio } from './DrawStudio';

const image = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#7a9"/></svg>')}`;
const running: TaskCardModel = {
  id: 'r1', kind: 'imagine', label: 'a red fox --v 7.0', phase: 'polling', taskId: '1732450000123', action: 'IMAGINE', resumed: false, queueText: null,
  progressText: '45%', percent: 45, imageSrc: image, originalUrl: null, failReason: null, error: null, buttons: [], describedPrompt: null, revisedPrompt: null, hasSeed: false,
};
const finished: TaskCardModel = {
  ...running, id: 'r2', label: 'hills at dawn --v 7.0', taskId: '1732450000456', phase: 'succeeded', progressText: '100%', percent: 100,
  originalUrl: 'https://example.com/hills.png', buttons: gridButtons('h').flatMap((b) => describeButton(b) ?? []), hasSeed: true,
};

const meta = {
  title: 'draw/DrawStudio',
  component: DrawStudioView,
  // The docs page shows the connected widget's props beside the view's.
  subcomponents: { DrawStudio },
  args: {
    tasks: [], loaded: true, directAddress: null, needsPassword: null,
    onVerifyPassword: fn(), onSubmit: fn(), onDalle: fn(), onButton: fn(), onReload: fn(), onRetry: fn(), onCancel: fn(), onDelete: fn(), onSeed: fn(),
  },
} satisfies Meta<typeof DrawStudioView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ImagineIdle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Imagine' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText('Prompt')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No drawing tasks yet' })).toBeVisible();
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill in the prompt!');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TasksInProgressAndFinished: Story = {
  args: { tasks: [running, finished] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The task cards are their own chunk: wait for them.
    const progress = within(await canvas.findByRole('listitem', { name: /a red fox/ }));
    await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    const done = within(canvas.getByRole('listitem', { name: /hills at dawn/ }));
    await userEvent.click(done.getByRole('button', { name: 'V2' }));
    await expect(args.onButton).toHaveBeenCalledWith('r2', expect.objectContaining({ customId: 'MJ::JOB::variation::2::h' }));
  },
};

export const NeedsPassword: Story = {
  args: { needsPassword: { failed: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Access password', { selector: 'input' }), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerifyPassword).toHaveBeenCalledWith('secret');
  },
};

export const LoadingTasks: Story = { args: { loaded: false } };

/** Our server has no drawing service and no own address is set: the Midjourney tabs say so up front. */
export const NoDrawService: Story = {
  args: { noService: true, onOpenSettings: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No drawing service is configured' })).toBeVisible();
    await expect(canvas.queryByLabelText('Prompt')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open Settings → Server' }));
    await expect(args.onOpenSettings).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: 'DALL·E' }));
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeVisible();
  },
};

const failed: TaskCardModel = {
  ...running, id: 'r3', label: 'a castle in fog --v 7.0', taskId: '1732450000789', phase: 'failed', progressText: null, percent: null,
  imageSrc: null, failReason: 'Banned prompt detected', error: null,
};

/** Every state side by side, for visual review: idle, loading, tasks in each phase, password. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: {
    chromatic: { disableSnapshot: false },
    // The grid repeats one widget, so its landmarks repeat; each state's own story checks them.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {(
        [
          ['Idle', {}],
          ['Loading', { loaded: false }],
          ['Tasks', { tasks: [running, finished, failed], directAddress: 'https://mj.example.com' }],
          ['NeedsPassword', { needsPassword: { failed: true } }],
        ] satisfies Array<[string, Partial<DrawStudioViewProps>]>
      ).map(([name, state]) => (
        <div key={name} data-state-name={name}>
          <DrawStudioView {...args} {...state} />
        </div>
      ))}
    </div>
  ),
};
