import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookListView, type BookListViewProps } from './BookListView';
import { BookList } from './BookList';
import { fixtureBook as book } from '../../testing/fixtureBook';

const args: BookListViewProps = {
  filters: { keyword: 'three', type: '', complete: '', visibility: '', page: 1 },
  status: 'ready',
  error: null,
  books: [book('b1', 'The Three-Body Problem'), book('b2', 'Three Kingdoms audio', { type: 'audio', complete: false, owner_id: 'other', visibility: 'public' })],
  total: 42,
  perPage: 20,
  searching: true,
  canEdit: (b) => b.owner_id === 'me',
  apply: fn(),
  setPage: fn(),
  reload: fn(),
  save: fn(async () => null),
  remove: fn(),
  getReaderHref: (b) => `/book/${b.type}/${b.id}`,
  coverUrl: () => null,
  label: 'My library',
};

const meta = { title: 'library/BookList', component: BookListView, args, subcomponents: { BookList } } satisfies Meta<typeof BookListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchResults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete The Three-Body Problem' }));
    await expect(args.remove).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.setPage).toHaveBeenCalledWith(2);
  },
};
export const Empty: Story = {
  args: { books: [], total: 0, searching: false, filters: { keyword: '', type: '', complete: '', visibility: '', page: 1 }, onUpload: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload a book' }));
    await expect(args.onUpload).toHaveBeenCalled();
  },
};
const own = [book('b1', 'The Three-Body Problem'), book('b3', 'Ball Lightning', { visibility: 'link' }), book('b4', 'The Wandering Earth', { visibility: 'public', type: 'pdf' })];
const selection = { ids: new Set(['b1', 'b3']), toggle: fn(), togglePage: fn(), clear: fn(), setVisibility: fn(async () => null) };
const mine: Partial<BookListViewProps> = {
  books: own,
  total: 3,
  searching: false,
  filters: { keyword: '', type: '', complete: '', visibility: '', page: 1 },
  canEdit: () => true,
  selection,
};
const publicLibrary: Partial<BookListViewProps> = {
  scope: 'public',
  label: 'Public library',
  books: [book('b4', 'The Wandering Earth', { visibility: 'public', type: 'pdf' }), book('b5', 'Supernova Era', { visibility: 'public', owner_id: 'other' })],
  total: 2,
  searching: false,
  filters: { keyword: '', type: '', complete: '', visibility: '', page: 1 },
  canEdit: (b) => b.owner_id === 'me',
  selection: undefined,
};
const publicOff: Partial<BookListViewProps> = { ...publicLibrary, status: 'error', books: [], total: 0, refused: true, error: 'The public library is turned off on this server.' };

/** My books: a badge says who can open each one; two are selected for a visibility change. */
export const MineSelected: Story = {
  args: mine,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 books selected')).toBeTruthy();
    await expect(canvas.getByText('Link only')).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Change visibility…' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'Public' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Change' }));
    await expect(args.selection?.setVisibility).toHaveBeenCalledWith('public');
  },
};
/** The public library: edit only on the viewer's own book, no selection, no visibility filter. */
export const PublicLibrary: Story = {
  args: publicLibrary,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit The Wandering Earth' })).toBeTruthy();
    await expect(canvas.queryByRole('button', { name: 'Edit Supernova Era' })).toBeNull();
    await expect(canvas.queryByLabelText('Visibility')).toBeNull();
  },
};
export const PublicLibraryOff: Story = { args: publicOff };

const shelf = [
  book('s1', '三体', { author: '刘慈欣' }),
  book('s2', '活着', { author: '余华', type: 'txt' }),
  book('s3', 'The Extraordinarily Long and Winding Title of a Book That Could Never Fit on One Line of a Card', { author: 'Somebody With A Very Long Name Indeed', type: 'pdf' }),
  book('s4', '노인과 바다', { author: '어니스트 헤밍웨이', type: 'audio', complete: false }),
  book('s5', 'Ball Lightning', { visibility: 'link' }),
];
const shelfArgs: Partial<BookListViewProps> = {
  books: shelf,
  total: shelf.length,
  searching: false,
  filters: { keyword: '', type: '', complete: '', visibility: '', page: 1 },
  canEdit: () => true,
  selection: undefined,
  onLayoutChange: fn(),
  progressOf: (b) => (b.id === 's1' ? { percent: 37, finished: false } : b.id === 's2' ? { percent: 100, finished: true } : null),
};

/** The grid of covers (the default): generated covers in each book's script, progress only where known. */
export const Grid: Story = {
  args: { ...shelfArgs, layout: 'grid' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'List' }));
    await expect(args.onLayoutChange).toHaveBeenCalledWith('list');
  },
};
/** The list of cards, as before the grid. */
export const List: Story = {
  args: { ...shelfArgs, layout: 'list' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  },
};
/** A phone's 360 px: two columns of covers, nothing past the edge. */
export const GridAt360: Story = {
  args: { ...shelfArgs, layout: 'grid' },
  decorators: [(Story) => <div style={{ width: 360, boxSizing: 'border-box', padding: 12 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="book-card"]')];
    await expect(cards[1]!.getBoundingClientRect().top).toBe(cards[0]!.getBoundingClientRect().top);
    await expect(cards[2]!.getBoundingClientRect().top).toBeGreaterThan(cards[0]!.getBoundingClientRect().top);
  },
};
export const Loading: Story = { args: { status: 'loading', books: [], total: 0 } };
export const Failed: Story = { args: { status: 'error', books: [], error: 'Something went wrong. Please retry.' } };

/** Every state side by side, for visual review. */
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
          ['SearchResults', {}],
          ['Empty', { books: [], total: 0, searching: false, filters: { keyword: '', type: '', complete: '', visibility: '', page: 1 }, onUpload: fn() }],
          ['Loading', { status: 'loading', books: [], total: 0 }],
          ['Failed', { status: 'error', books: [], error: 'Something went wrong. Please retry.' }],
          ['MineSelected', mine],
          ['PublicLibrary', publicLibrary],
          ['PublicLibraryOff', publicOff],
          ['Grid', { ...shelfArgs, layout: 'grid' }],
          ['List', { ...shelfArgs, layout: 'list' }],
          ['GridAt360', { ...shelfArgs, layout: 'grid' }],
        ] satisfies Array<[string, Partial<BookListViewProps>]>
      ).map(([name, state]) => (
        <div key={name} data-state-name={name} style={name === 'GridAt360' ? { width: 360, boxSizing: 'border-box', padding: 12, outline: '1px dashed currentColor' } : undefined}>
          <BookListView {...args} {...state} />
        </div>
      ))}
    </div>
  ),
};
