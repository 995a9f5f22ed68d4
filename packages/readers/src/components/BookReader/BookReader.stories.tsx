import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultReaderSettings } from '../../settings/readerSettings';
import { epubViewArgs } from '../EpubReader/__fixtures__/epubViewArgs';
import { EpubReaderView } from '../EpubReader/EpubReaderView';
import { TxtReaderView } from '../TxtReader/TxtReaderView';
import { txtViewArgs } from '../TxtReader/__fixtures__/txtViewArgs';
import { BookReader } from './BookReader';
import { BookReaderView, type BookReaderViewProps } from './BookReaderView';
import { expectFillsHostBox, HostBox } from './__fixtures__/hostBox';

const base: BookReaderViewProps = {
  phase: 'loading',
  title: '长安夜话',
  loaded: 0,
  total: null,
  errorCode: null,
  retry: fn(),
  onBack: fn(),
};

const txt = txtViewArgs();

const meta = {
  title: 'readers/BookReader',
  component: BookReaderView,
  // The docs page shows the connected widget's props beside the view's.
  subcomponents: { BookReader },
  args: base,
} satisfies Meta<typeof BookReaderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Downloading: Story = {
  args: { loaded: 3 * 1024 * 1024, total: 10 * 1024 * 1024 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
  },
};

export const Failed: Story = {
  args: { phase: 'error', errorCode: 'NETWORK_ERROR' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/server could not be reached/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.retry).toHaveBeenCalled();
  },
};

export const Ready: Story = {
  args: { phase: 'ready', renderReady: (back) => <TxtReaderView {...txt} backButton={back} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('第一章 初到长安');
    await expect(canvas.getByText(/Chapter 2 of 4/)).toBeVisible();
  },
};

export const ReadySepiaLarge: Story = {
  args: {
    phase: 'ready',
    renderReady: (back) => <TxtReaderView {...txt} settings={{ fontSize: 24, lineHeight: 2.2, theme: 'sepia', fontFamily: 'sans' }} backButton={back} />,
  },
};

export const ReadyDark: Story = {
  args: { phase: 'ready', renderReady: (back) => <TxtReaderView {...txt} settings={{ ...defaultReaderSettings, theme: 'dark' }} backButton={back} /> },
};

export const ContentsOpen: Story = {
  args: { phase: 'ready', renderReady: (back) => <TxtReaderView {...txt} panel="contents" backButton={back} /> },
  play: async () => {
    const list = within(document.body).getByRole('list', { name: 'Chapters' });
    await expect(within(list).getByRole('button', { name: '第一章 初到长安' })).toHaveAttribute('aria-current', 'true');
  },
};

export const SettingsOpen: Story = {
  args: { phase: 'ready', renderReady: (back) => <TxtReaderView {...txt} panel="settings" backButton={back} /> },
  play: async () => {
    const body = within(document.body);
    await expect(body.getByLabelText('Text encoding')).toHaveValue('auto');
    await expect(body.getByRole('option', { name: 'Automatic (GB18030 (GBK))' })).toBeInTheDocument();
  },
};

/** Every state side by side, for visual review: loading, downloading, failed, and the TXT engine ready. */
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
          ['Loading', {}],
          ['Downloading', { loaded: 3 * 1024 * 1024, total: 10 * 1024 * 1024 }],
          ['Failed', { phase: 'error', errorCode: 'NETWORK_ERROR' }],
          ['Ready', { phase: 'ready', renderReady: (back) => <TxtReaderView {...txt} backButton={back} /> }],
          [
            'ReadySepiaLarge',
            { phase: 'ready', renderReady: (back) => <TxtReaderView {...txt} settings={{ fontSize: 24, lineHeight: 2.2, theme: 'sepia', fontFamily: 'sans' }} backButton={back} /> },
          ],
        ] satisfies Array<[string, Partial<BookReaderViewProps>]>
      ).map(([name, state]) => (
        <div key={name} data-state-name={name} style={{ height: 420, display: 'flex', flexDirection: 'column' }}>
          <BookReaderView {...args} {...state} />
        </div>
      ))}
    </div>
  ),
};

const NOVEL = ['第一章 初到长安', '少年走进城门。', '第二章 风起', '大风吹过街道。'].join('\n');

/** The connected widget against a mocked library server: open, next chapter, contents. */
export const Connected: StoryObj<typeof BookReader> = {
  render: () => <BookReader bookId="b1" />,
  parameters: {
    msw: {
      handlers: [
        http.get('/api/books/b1', () =>
          HttpResponse.json({ id: 'b1', title: '长安夜话', type: 'txt', files: [{ file_index: 0, url: '/api/books/b1/files/0' }] }),
        ),
        http.get('/api/books/b1/files/0', () => HttpResponse.text(NOVEL)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2 }, { timeout: 5000 })).toHaveTextContent('第一章 初到长安');
    await userEvent.click(canvas.getByRole('button', { name: 'Next chapter' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('第二章 风起');
  },
};

const epub = epubViewArgs();

const LONG_CHAPTER = Array.from({ length: 40 }, (_, i) => ({ offset: 10 + i * 30, text: `城里的灯一盏一盏亮起来，街上的人群像潮水一样涌向东市。（${i + 1}）` }));

/** Embedded in a host's page that gives the reader 400 px: EPUB pages fill what the title and toolbars leave. */
export const InAHostBoxEpub: StoryObj<typeof HostBox> = {
  render: () => <HostBox title="Ferry" view={(back) => <EpubReaderView {...epub} backButton={back} />} />,
  play: async ({ canvasElement }) => {
    await expectFillsHostBox(canvasElement, within(canvasElement).getByRole('region', { name: 'Book pages' }));
  },
};

/** The same with the height from a flex parent (`flex: 1` on the reader). */
export const InAFlexParentEpub: StoryObj<typeof HostBox> = {
  render: () => <HostBox flexParent title="Ferry" view={(back) => <EpubReaderView {...epub} backButton={back} />} />,
  play: async ({ canvasElement }) => {
    await expectFillsHostBox(canvasElement, within(canvasElement).getByRole('region', { name: 'Book pages' }));
  },
};

/** A TXT chapter longer than the host's box scrolls inside it instead of spilling out. */
export const InAHostBoxTxt: StoryObj<typeof HostBox> = {
  render: () => <HostBox title="长安夜话" view={(back) => <TxtReaderView {...txt} paragraphs={LONG_CHAPTER} backButton={back} />} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement).getByRole('article');
    await expectFillsHostBox(canvasElement, page);
    await expect(page.scrollHeight).toBeGreaterThan(page.clientHeight);
  },
};

/** Without a host height the reading area keeps its own default height (the demo's reader pages). */
export const NoHostHeight: Story = {
  args: { phase: 'ready', title: 'Ferry', renderReady: (back) => <EpubReaderView {...epub} backButton={back} /> },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('region', { name: 'Book pages' });
    const expected = Math.max(320, Math.min(window.innerHeight * 0.75, 900));
    await expect(Math.abs(area.getBoundingClientRect().height - expected)).toBeLessThan(1);
  },
};
