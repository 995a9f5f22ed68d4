import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectFillsHostBox, HostBox } from '../BookReader/__fixtures__/hostBox';
import { AudioPlayerView, type AudioPlayerViewProps } from './AudioPlayerView';

const base: AudioPlayerViewProps = {
  title: '长安夜话',
  author: '佚名',
  tracks: ['01 序', '02 第一章 初到长安', '03 第二章 风起'],
  current: 1,
  status: 'paused',
  time: 754,
  duration: 1830,
  rate: 1,
  ended: false,
  blocked: false,
  errorCode: null,
  sleep: 'off',
  sleepRemaining: null,
  toggle: fn(),
  seek: fn(),
  skip: fn(),
  selectTrack: fn(),
  next: fn(),
  previous: fn(),
  setRate: fn(),
  setSleep: fn(),
  retry: fn(),
};

const meta = {
  title: 'readers/AudioPlayer',
  component: AudioPlayerView,
  args: base,
} satisfies Meta<typeof AudioPlayerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('02 第一章 初到长安');
    await expect(canvas.getByRole('button', { name: '02 第一章 初到长安' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Back 15 seconds' }));
    await expect(args.skip).toHaveBeenCalledWith(-15);
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(args.toggle).toHaveBeenCalled();
  },
};

export const BufferingWithSleepTimer: Story = {
  args: { status: 'buffering', rate: 1.5, sleep: 15, sleepRemaining: 612 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Buffering…')).toBeVisible();
    await expect(canvas.getByText('Stops in 10:12')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
  },
};

export const UnsupportedFile: Story = {
  args: { status: 'failed', errorCode: 'MEDIA_UNSUPPORTED', tracks: ['讲座.opus'], current: 0, time: 0, duration: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('format or codec is not supported');
  },
};

/** Every state side by side, for visual review (panels that open over the page have their own stories). */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: {
    chromatic: { disableSnapshot: false },
    // The grid repeats one widget, so its landmarks repeat; each state's own story checks them.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {([['Paused', Paused.args], ['BufferingWithSleepTimer', BufferingWithSleepTimer.args], ['UnsupportedFile', UnsupportedFile.args]] as const).map(([name, state]) => (
        <div key={name} data-state-name={name}>
          <AudioPlayerView {...args} {...state} />
        </div>
      ))}
    </div>
  ),
};

/** In a host's 400 px box the player stays inside it: the chapter list gives way and scrolls. */
export const InAHostBox: Story = {
  render: (args) => <HostBox title="长安夜话" view={(back) => <AudioPlayerView {...args} backButton={back} />} />,
  play: async ({ canvasElement }) => {
    await expectFillsHostBox(canvasElement);
  },
};
