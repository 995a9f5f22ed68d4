import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectFillsHostBox, HostBox } from '../BookReader/__fixtures__/hostBox';
import { VideoPlayerView, type VideoPlayerViewProps } from './VideoPlayerView';

const base: VideoPlayerViewProps = {
  title: '讲座',
  author: '',
  tracks: ['讲座 第一讲'],
  current: 0,
  status: 'paused',
  time: 125,
  duration: 3600,
  rate: 1.25,
  ended: false,
  blocked: false,
  errorCode: null,
  sleep: 'off',
  sleepRemaining: null,
  fullscreen: false,
  toggleFullscreen: fn(),
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
  title: 'readers/VideoPlayer',
  component: VideoPlayerView,
  args: base,
} satisfies Meta<typeof VideoPlayerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paused: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const UnsupportedCodec: Story = {
  args: { status: 'failed', errorCode: 'MEDIA_UNSUPPORTED' },
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
      {([['Paused', Paused.args], ['UnsupportedCodec', UnsupportedCodec.args]] as const).map(([name, state]) => (
        <div key={name} data-state-name={name} style={{ height: 420, display: 'flex', flexDirection: 'column' }}>
          <VideoPlayerView {...args} {...state} />
        </div>
      ))}
    </div>
  ),
};

/** In a host's 400 px box the video shrinks (letterboxed) so the controls stay inside the box. */
export const InAHostBox: Story = {
  render: (args) => <HostBox title="讲座" view={(back) => <VideoPlayerView {...args} backButton={back} />} />,
  play: async ({ canvasElement }) => {
    await expectFillsHostBox(canvasElement, canvasElement.querySelector('video') as HTMLElement, 60);
  },
};
