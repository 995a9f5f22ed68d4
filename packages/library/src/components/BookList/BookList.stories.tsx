import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookListView, type BookListViewProps } from './BookListView';
import { BookList } from './BookList';
import { fixtureBook as book } from '../../testing/fixtureBook';

const args: BookListViewProps = {
  filters: { keyword: 'three', type: '', complete: '', page: 1 },
  status: 'ready',
  error: null,
  books: [book('b1', 'The Three-Body Problem'), book('b2', 'Three Kingdoms audio', { type: 'audio', complete: false, owner_id: 'other' })],
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
export const Empty: Story = { args: { books: [], total: 0, searching: false, filters: { keyword: '', type: '', complete: '', page: 1 } } };
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
          ['Empty', { books: [], total: 0, searching: false, filters: { keyword: '', type: '', complete: '', page: 1 } }],
          ['Loading', { status: 'loading', books: [], total: 0 }],
          ['Failed', { status: 'error', books: [], error: 'Something went wrong. Please retry.' }],
        ] satisfies Array<[string, Partial<BookListViewProps>]>
      ).map(([name, state]) => (
        <div key={name} data-state-name={name}>
          <BookListView {...args} {...state} />
        </div>
      ))}
    </div>
  ),
};
