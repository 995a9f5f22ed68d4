import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultReaderSettings } from '../../settings/readerSettings';
import { TxtReaderView, type TxtReaderViewProps } from './TxtReaderView';

const base: TxtReaderViewProps = {
  phase: 'ready',
  chapters: ['序', '第一章 初到长安', '第二章 风起', '第三章 夜宴'],
  current: 1,
  chapterTitle: '第一章 初到长安',
  paragraphs: [
    { offset: 10, text: '少年牵着瘦马，在黄昏时分走进了长安城的春明门。' },
    { offset: 40, text: '城里的灯一盏一盏亮起来，街上的人群像潮水一样涌向东市。' },
  ],
  percent: 25,
  encoding: null,
  detectedEncoding: 'gb18030',
  setEncoding: fn(),
  goTo: fn(),
  settings: defaultReaderSettings,
  updateSettings: fn(),
  panel: 'none',
  setPanel: fn(),
  progress: {
    value: 250,
    max: 1000,
    unit: 'permille',
    marks: [
      { value: 0, title: '序' },
      { value: 4, title: '第一章 初到长安' },
      { value: 380, title: '第二章 风起' },
      { value: 720, title: '第三章 夜宴' },
    ],
    seek: fn(),
  },
};

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
