import { fn } from 'storybook/test';
import { defaultEpubSettings } from '../../../settings/bookSettings';
import type { EpubReaderViewProps } from '../EpubReaderView';

/** A ready EPUB view at 12 % of chapter one, for stories that render the view without epub.js. */
export const epubViewArgs = (): EpubReaderViewProps => ({
  phase: 'ready',
  toc: [
    { label: 'Chapter One', href: 'text/c1.xhtml', depth: 0 },
    { label: 'The ferry', href: 'text/c1.xhtml#ferry', depth: 1 },
    { label: 'Chapter Two', href: 'text/c2.xhtml', depth: 0 },
  ],
  currentHref: 'text/c1.xhtml',
  percent: 12,
  chapterPage: { page: 2, pages: 9 },
  minutesLeft: 6,
  progress: {
    value: 120,
    max: 1000,
    unit: 'permille',
    marks: [
      { value: 0, title: 'Chapter One' },
      { value: 500, title: 'Chapter Two' },
    ],
    seek: fn(),
  },
  atStart: false,
  atEnd: false,
  next: fn(),
  prev: fn(),
  goTo: fn(),
  settings: defaultEpubSettings,
  updateSettings: fn(),
  pageTheme: 'sepia',
  panel: 'none',
  setPanel: fn(),
  search: { status: 'idle', query: '', hits: [] },
  runSearch: fn(),
});
