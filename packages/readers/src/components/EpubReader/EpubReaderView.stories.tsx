import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { epubViewArgs } from './__fixtures__/epubViewArgs';
import { EpubReaderView } from './EpubReaderView';

const meta = {
  title: 'readers/EpubReader',
  component: EpubReaderView,
  args: epubViewArgs(),
} satisfies Meta<typeof EpubReaderView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chrome around epub.js's frame (the frame itself needs a real book: see the e2e test). */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12% read · Page 2 of 9 in this chapter · 6 min left in chapter')).toBeVisible();
    await expect(within(canvasElement).getByRole('slider', { name: 'Position in the book' })).toHaveAttribute('aria-valuetext', 'Chapter One · 12% read');
  },
};

export const ContentsOpen: Story = {
  args: { panel: 'contents' },
  play: async () => {
    const list = await within(document.body).findByRole('list', { name: 'Chapters' });
    await expect(within(list).getByRole('button', { name: 'Chapter One' })).toHaveAttribute('aria-current', 'true');
  },
};

export const SearchResults: Story = {
  args: {
    panel: 'search',
    search: { status: 'done', query: 'ferry', hits: [{ cfi: 'epubcfi(/6/2!/4/6/1:4)', excerpt: '…while the ferry crossed the river…', index: 0 }] },
  },
  play: async () => {
    await expect(await within(document.body).findByText('Results for “ferry”: 1')).toBeVisible();
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
      {([['Opening', { phase: 'opening' }], ['Ready', Ready.args], ['Failed', { phase: 'error' }]] as const).map(([name, state]) => (
        // On a phone the reader fills its screen (position: fixed); the transform makes each state's box that screen.
        <div key={name} data-state-name={name} style={{ height: 420, display: 'flex', flexDirection: 'column', transform: 'translateZ(0)', overflow: 'hidden' }}>
          <EpubReaderView {...args} {...state} />
        </div>
      ))}
    </div>
  ),
};
