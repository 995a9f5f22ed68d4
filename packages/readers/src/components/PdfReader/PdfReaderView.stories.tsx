import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { PdfDocument } from '../../pdf/openPdf';
import { createPdfLayout } from '../../pdf/pdfLayout';
import { expectFillsHostBox, HostBox } from '../BookReader/__fixtures__/hostBox';
import { PdfReaderView } from './PdfReaderView';

/** A stand-in document that draws each page's number, so the story needs no pdf.js worker. */
const doc: PdfDocument = {
  pages: 300,
  pageSize: { width: 420, height: 595 },
  pageSizeOf: async () => ({ width: 420, height: 595 }),
  outline: async () => [],
  renderPage(page, { canvas, textLayer }, scale) {
    canvas.width = Math.floor(420 * scale);
    canvas.height = Math.floor(595 * scale);
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.fillStyle = '#222';
      ctx.font = `${Math.round(20 * scale)}px serif`;
      ctx.fillText(`Page ${page}`, 40 * scale, 60 * scale);
    }
    textLayer.textContent = `Page ${page}`;
    return { done: Promise.resolve(), cancel: () => undefined };
  },
  search: async () => [],
  destroy: () => undefined,
};

const meta = {
  title: 'readers/PdfReader',
  component: PdfReaderView,
  args: {
    phase: 'ready',
    errorCode: null,
    doc,
    pages: 300,
    page: 1,
    percent: 0,
    goToPage: fn(),
    zoom: { mode: 'percent', percent: 75 },
    zoomPercent: 75,
    setZoom: fn(),
    zoomIn: fn(),
    zoomOut: fn(),
    scale: 1,
    layout: createPdfLayout(Array.from({ length: 300 }, () => ({ width: 420, height: 595 })), 12),
    scales: Array.from({ length: 300 }, () => 1),
    mounted: [1, 2],
    outline: [
      { title: 'Opening', page: 1, depth: 0 },
      { title: 'Part Ten', page: 10, depth: 0 },
    ],
    panel: 'none',
    setPanel: fn(),
    search: { status: 'idle', query: '', hits: [], current: -1 },
    runSearch: fn(),
    showHit: fn(),
    nextHit: fn(),
    previousHit: fn(),
    closeSearch: fn(),
    highlight: null,
  },
} satisfies Meta<typeof PdfReaderView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two of 300 pages mounted; the rest is empty space until scrolled to. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
    await expect(canvas.getByText('of 300')).toBeVisible();
  },
};

export const OutlineOpen: Story = {
  args: { panel: 'outline' },
  play: async () => {
    await expect(await within(document.body).findByRole('button', { name: 'Part Ten' })).toBeVisible();
  },
};

export const PasswordProtected: Story = {
  args: { phase: 'error', errorCode: 'PASSWORD', doc: null, mounted: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /protected by a password/ })).toBeVisible();
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
      {([['Ready', Ready.args], ['PasswordProtected', PasswordProtected.args]] as const).map(([name, state]) => (
        <div key={name} data-state-name={name} style={{ height: 420, display: 'flex', flexDirection: 'column' }}>
          <PdfReaderView {...args} {...state} />
        </div>
      ))}
    </div>
  ),
};

/** In a host's 400 px box the page scroller fills what the toolbar leaves, instead of 78 % of the window. */
export const InAHostBox: Story = {
  render: (args) => <HostBox title="Atlas" view={(back) => <PdfReaderView {...args} backButton={back} />} />,
  play: async ({ canvasElement }) => {
    await expectFillsHostBox(canvasElement, within(canvasElement).getByRole('region', { name: 'Book pages' }), 200);
  },
};
