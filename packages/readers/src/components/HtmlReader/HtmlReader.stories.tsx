import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chapterDocument } from '../../html/chapterDocument';
import { defaultReaderSettings } from '../../settings/readerSettings';
import { expectFillsHostBox, HostBox } from '../BookReader/__fixtures__/hostBox';
import { HtmlReaderView, type HtmlReaderViewProps } from './HtmlReaderView';

const body = '<h1>第一章 初到长安</h1><p>少年牵着瘦马，在黄昏时分走进了长安城的春明门。</p><p>城里的灯一盏一盏亮起来。</p>';

const base: HtmlReaderViewProps = {
  phase: 'ready',
  chapters: ['01 第一章', '02 第二章', '03 第三章'],
  progress: {
    value: 0,
    max: 2,
    unit: 'chapter',
    marks: ['01 第一章', '02 第二章', '03 第三章'].map((title, value) => ({ value, title })),
    seek: fn(),
  },
  toc: [
    { label: '01 第一章', depth: 0, chapter: 0, anchor: null, current: true },
    { label: '初到长安', depth: 1, chapter: 0, anchor: 'atelier-h-1', current: false },
    { label: '02 第二章', depth: 0, chapter: 1, anchor: null, current: false },
    { label: '03 第三章', depth: 0, chapter: 2, anchor: null, current: false },
  ],
  openEntry: fn(),
  current: 0,
  chapterTitle: '第一章 初到长安',
  srcDoc: chapterDocument(body, defaultReaderSettings, null, 'zh'),
  percent: 12,
  minutesLeft: 4,
  errorCode: null,
  retry: fn(),
  goTo: fn(),
  settings: defaultReaderSettings,
  updateSettings: fn(),
  panel: 'none',
  setPanel: fn(),
  search: { status: 'idle', query: '', hits: [], skipped: 0 },
  runSearch: fn(),
  openHit: fn(),
};

const meta = {
  title: 'readers/HtmlReader',
  component: HtmlReaderView,
  args: base,
} satisfies Meta<typeof HtmlReaderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    await expect(within(canvasElement).getByText(/Chapter 1 of 3/)).toBeVisible();
  },
};

export const SepiaLarge: Story = {
  args: {
    settings: { fontSize: 24, lineHeight: 2.2, theme: 'sepia', fontFamily: 'sans' },
    srcDoc: chapterDocument(body, { fontSize: 24, lineHeight: 2.2, theme: 'sepia', fontFamily: 'sans' }, null, 'zh'),
  },
};

/** The contents drawer: chapter files, the current one's headings indented below it. */
export const Contents: Story = {
  args: { panel: 'contents' },
  play: async ({ args }) => {
    const drawer = within(document.body);
    await expect(drawer.getByRole('button', { name: '01 第一章' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(drawer.getByRole('button', { name: '初到长安' }));
    await expect(args.openEntry).toHaveBeenCalledWith(expect.objectContaining({ chapter: 0, anchor: 'atelier-h-1' }));
  },
};

/** In-book search with hits in two chapters. */
export const SearchResults: Story = {
  args: {
    panel: 'search',
    search: {
      status: 'done',
      query: '灯',
      hits: [
        { chapter: 0, chapterTitle: '01 第一章', occurrence: 0, excerpt: '城里的灯一盏一盏亮起来。' },
        { chapter: 1, chapterTitle: '02 第二章', occurrence: 0, excerpt: '…她在桥头看见一盏琉璃灯笼。' },
      ],
      skipped: 1,
    },
  },
  play: async ({ args }) => {
    const drawer = within(document.body);
    await expect(drawer.getByRole('searchbox')).toHaveValue('灯');
    await userEvent.click(drawer.getByRole('button', { name: /02 第二章 · …她在桥头/ }));
    await expect(args.openHit).toHaveBeenCalledWith(expect.objectContaining({ chapter: 1, occurrence: 0 }));
  },
};

export const Failed: Story = {
  args: { phase: 'failed', srcDoc: null, errorCode: 'NETWORK_ERROR' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/server could not be reached/)).toBeVisible();
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
      {([['Ready', Ready.args], ['SepiaLarge', SepiaLarge.args], ['Failed', Failed.args]] as const).map(([name, state]) => (
        <div key={name} data-state-name={name} style={{ height: 420, display: 'flex', flexDirection: 'column' }}>
          <HtmlReaderView {...args} {...state} />
        </div>
      ))}
    </div>
  ),
};

/** In a host's 400 px box the chapter frame fills what the toolbars and the chapter heading leave (~180 px). */
export const InAHostBox: Story = {
  render: (args) => <HostBox title="夜航船" view={(back) => <HtmlReaderView {...args} backButton={back} />} />,
  play: async ({ canvasElement }) => {
    await expectFillsHostBox(canvasElement, canvasElement.querySelector('iframe') as HTMLElement, 150);
  },
};
