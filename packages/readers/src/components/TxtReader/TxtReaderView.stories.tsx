import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defaultReaderSettings } from '../../settings/readerSettings';
import { TxtReaderView } from './TxtReaderView';
import { txtViewArgs } from './__fixtures__/txtViewArgs';

const base = txtViewArgs();

/** The TXT engine's view (what `BookReader` shows for a .txt book), driven by its view model. */
const meta = {
  title: 'readers/TxtReader',
  component: TxtReaderView,
  args: base,
  decorators: [(Story) => <div style={{ height: 480, display: 'flex', flexDirection: 'column' }}><Story /></div>],
} satisfies Meta<typeof TxtReaderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Preparing: Story = { args: { phase: 'preparing', chapters: [], paragraphs: [], chapterTitle: '', percent: 0 } };

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next chapter' }));
    await expect(args.goTo).toHaveBeenCalledWith(2);
    const slider = canvas.getByRole('slider', { name: 'Position in the book' });
    await expect(slider).toHaveAttribute('aria-valuetext', '第一章 初到长安 · 25% read');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.progress?.seek).toHaveBeenCalledWith(260);
  },
};
export const Sepia: Story = { args: { settings: { fontSize: 24, lineHeight: 2.2, theme: 'sepia', fontFamily: 'sans' } } };
export const Dark: Story = { args: { settings: { ...defaultReaderSettings, theme: 'dark' } } };
export const FirstChapter: Story = { args: { current: 0, chapterTitle: '序', percent: 0 } };
export const LastChapter: Story = { args: { current: 3, chapterTitle: '第三章 夜宴', percent: 100 } };
export const ContentsOpen: Story = { args: { panel: 'contents' } };
export const SettingsOpen: Story = { args: { panel: 'settings' } };
