import type { Book } from '@atelier/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ShelfView, type ShelfViewProps } from './ShelfView';
import { fixtureBook } from '../../testing/fixtureBook';
import { ReadingShelves } from './ReadingShelves';

const book = (id: string, title: string, type: Book['type'] = 'pdf') => fixtureBook(id, title, { author: 'Ursula K. Le Guin', type });

const args: ShelfViewProps = {
  kind: 'continue',
  title: 'Continue reading',
  headingLevel: 2,
  status: 'ready',
  error: null,
  entries: [
    { book: book('b1', 'The Dispossessed'), percent: 42, readers: null, finished: false, at: null },
    { book: book('b2', 'A Wizard of Earthsea', 'audio'), percent: 90, readers: null, finished: false, at: null },
  ],
  reload: fn(),
  getReaderHref: (b) => `/book/${b.type}/${b.id}`,
  coverUrl: () => null,
};

const meta = { title: 'library/ReadingShelves', component: ShelfView, args, subcomponents: { ReadingShelves } } satisfies Meta<typeof ShelfView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ContinueReading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Progress in The Dispossessed' })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByRole('link', { name: 'A Wizard of Earthsea' })).toHaveAttribute('href', '/book/audio/b2');
  },
};
export const Popular: Story = {
  args: { kind: 'popular', title: 'Popular', entries: [{ book: book('b3', 'Solaris'), percent: null, readers: 12, finished: false, at: null }] },
};
export const Empty: Story = { args: { entries: [] } };
export const Failed: Story = { args: { status: 'error', entries: [], error: 'Too many requests. Wait a moment and retry.' } };

/** Every shelf state side by side, for visual review. */
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
          ['ContinueReading', {}],
          ['Popular', { kind: 'popular', title: 'Popular', entries: [{ book: book('b3', 'Solaris'), percent: null, readers: 12, finished: false, at: null }] }],
          ['Empty', { entries: [] }],
          ['Loading', { status: 'loading', entries: [] }],
          ['Failed', { status: 'error', entries: [], error: 'Too many requests. Wait a moment and retry.' }],
        ] satisfies Array<[string, Partial<ShelfViewProps>]>
      ).map(([name, state]) => (
        <div key={name} data-state-name={name}>
          <ShelfView {...args} {...state} />
        </div>
      ))}
    </div>
  ),
};
