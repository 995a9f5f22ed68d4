import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AttachViewModel } from '../../hooks/useAttachments';
import { ComposerTools } from '../ComposerTools/ComposerTools';
import { Composer } from './Composer';

const BLUE_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQqLiDFTEMLQkA8eRfATA3bycAAAAASUVORK5CYII=';

const attachments = (): AttachViewModel => ({
  items: [
    { id: 'a', name: 'holiday-photo-with-a-rather-long-name.png', kind: 'image', size: 48_213, status: 'ready', previewUrl: BLUE_PNG, failure: null, transcript: null },
    { id: 'b', name: 'voice-memo.m4a', kind: 'audio', size: 310_000, status: 'preparing', previewUrl: null, failure: null, transcript: null },
    { id: 'c', name: 'report.pdf', kind: 'file', size: 1_200_000, status: 'failed', previewUrl: null, failure: { code: 'UPLOAD_FAILED', message: 'server is no open uploader' }, transcript: null },
  ],
  ready: [{ kind: 'image', name: 'holiday-photo-with-a-rather-long-name.png', type: 'image/png', size: 48_213, dataUrl: BLUE_PNG }],
  busy: false,
  refusal: { code: 'DUPLICATE', name: 'holiday-photo-with-a-rather-long-name.png' },
  accept: 'image/png,audio/*',
  onAdd: fn(),
  onRemove: fn(),
  onTakeTranscript: fn(),
  onClear: fn(),
  onDismissRefusal: fn(),
});

/** The message box with files waiting to be sent: a ready image, audio being transcribed, a failed upload and a refusal. */
function ComposerWithAttachments({ width, attach, onSend }: { width: number | string; attach: AttachViewModel; onSend: (text: string, files: unknown[]) => void }) {
  return (
    <div style={{ width }}>
      <Composer busy={false} onSend={onSend} onStop={() => undefined} attachments={attach} toolbar={<ComposerTools attach={attach} />} />
    </div>
  );
}

const meta = {
  title: 'chat/Composer',
  component: ComposerWithAttachments,
  args: { width: 560, attach: attachments(), onSend: fn() },
} satisfies Meta<typeof ComposerWithAttachments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pending files; a message of only the ready image can be sent, and each file can be removed. */
export const PendingAttachments: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'holiday-photo-with-a-rather-long-name.png' })).toBeVisible();
    await expect(canvas.getByText('Upload failed: server is no open uploader')).toBeVisible();
    await expect(canvas.getAllByRole('alert').map((a) => a.textContent).join(' ')).toMatch(/Cannot re-upload: holiday/);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove report.pdf' }));
    await expect(args.attach.onRemove).toHaveBeenCalledWith('c');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('', args.attach.ready);
    await expect(args.attach.onClear).toHaveBeenCalled();
  },
};

/** The same at 360 px: chips wrap and names are cut with an ellipsis. */
export const Narrow: Story = { args: { width: 360 } };
