import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { VoiceRecorderViewProps } from '../../hooks/useVoiceRecorder.types';
import { VoiceRecorderView } from './VoiceRecorderView';

const base: VoiceRecorderViewProps = {
  available: true,
  open: true,
  status: 'idle',
  level: 0,
  durationMs: 0,
  silenceSeconds: 2,
  hasRecording: false,
  playing: false,
  error: null,
  leftInDraft: false,
  confirm: null,
  onToggle: fn(),
  onStart: fn(),
  onPause: fn(),
  onResume: fn(),
  onStop: fn(),
  onSend: fn(),
  onPlay: fn(),
  onRerecord: fn(),
  onCancel: fn(),
  onConfirm: fn(),
  onDismissConfirm: fn(),
};

const meta = {
  title: 'chat/VoiceRecorderView',
  component: VoiceRecorderView,
  args: base,
  // The composer's toolbar is a wrapping flex row; 360 px is the narrowest phone the kit supports.
  render: (args) => (
    <div style={{ width: 360, display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
      <VoiceRecorderView {...args} />
    </div>
  ),
} satisfies Meta<typeof VoiceRecorderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Voice/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('recording stops after 2 s of silence');
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

export const Closed: Story = { args: { open: false } };

export const RecordingWithLevel: Story = {
  args: { status: 'recording', level: 0.72, durationMs: 7_400 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'Microphone level' })).toHaveAttribute('aria-valuenow', '72');
    await expect(canvas.getByRole('timer', { name: 'Duration' })).toHaveTextContent('0:07');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(args.onPause).toHaveBeenCalled();
  },
};

export const Paused: Story = { args: { status: 'paused', durationMs: 12_000 } };

export const Stopped: Story = {
  args: { status: 'stopped', durationMs: 65_000, hasRecording: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Recorded 1:05');
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(args.onPlay).toHaveBeenCalled();
  },
};

export const Playing: Story = { args: { status: 'stopped', durationMs: 5_000, hasRecording: true, playing: true } };

export const ConfirmDiscard: Story = { args: { status: 'stopped', durationMs: 5_000, hasRecording: true, confirm: 'cancel' } };

export const Sending: Story = { args: { status: 'sending', durationMs: 5_000, hasRecording: true } };

export const TranscriptionFailed: Story = {
  args: { status: 'failed', durationMs: 5_000, hasRecording: true, error: { code: 'TRANSCRIBE_FAILED', message: 'Upstream 502 Bad Gateway' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Details: Upstream 502 Bad Gateway');
    await expect(canvas.getByRole('button', { name: 'Send recording' })).toBeVisible();
  },
};

export const MicrophoneDenied: Story = { args: { status: 'failed', error: { code: 'MIC_DENIED' } } };

export const LeftInDraft: Story = { args: { status: 'done', leftInDraft: true } };
