import { fn } from 'storybook/test';
import { defaultReaderSettings } from '../../../settings/readerSettings';
import type { TxtReaderViewProps } from '../TxtReaderView';

/** A ready TXT view in chapter one of four, a quarter read, for stories that render the view without a file. */
export const txtViewArgs = (): TxtReaderViewProps => ({
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
});
