import { Button } from '@atelier/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureBook } from '../../testing/fixtureBook';
import { BookCard } from './BookCard';
import { BookGridCard } from './BookGridCard';

const book = fixtureBook('b1', 'The Three-Body Problem', { size_bytes: 1_200_000 });
const cover = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="160"><rect width="120" height="160" fill="#58a"/></svg>')}`;

const meta = {
  title: 'library/BookCard',
  component: BookCard,
  args: { book, href: '/book/epub/b1', coverUrl: null },
  // Stories that lay out their own lists say so with `ownList`; the rest are one card in a list.
  decorators: [(Story, { parameters }) => (parameters['ownList'] ? <Story /> : <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 360 }}><Story /></ul>)],
} satisfies Meta<typeof BookCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const WithCover: Story = { args: { coverUrl: cover } };
export const Highlighted: Story = {
  args: { highlight: 'three' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('mark')).toHaveTextContent('Three');
  },
};
export const IncompleteAudio: Story = { args: { book: { ...book, id: 'b2', title: 'Three Kingdoms', type: 'audio', complete: false } } };
export const WithActions: Story = {
  args: {
    onNavigate: fn(),
    actions: (
      <>
        <Button size="sm" variant="secondary">Edit</Button>
        <Button size="sm" variant="danger">Delete</Button>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'The Three-Body Problem' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/book/epub/b1');
  },
};

/** Who can open each book, as its owner sees it: an icon and a word per visibility. */
export const Visibility: Story = {
  render: (args) => (
    <>
      <BookCard {...args} showVisibility />
      <BookCard {...args} showVisibility book={{ ...book, id: 'b3', title: 'Ball Lightning', visibility: 'link' }} />
      <BookCard {...args} showVisibility book={{ ...book, id: 'b4', title: 'The Wandering Earth', visibility: 'public' }} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Private')).toBeTruthy();
    await expect(canvas.getByText('Link only')).toBeTruthy();
    await expect(canvas.getByText('Public')).toBeTruthy();
  },
};

const cjk = fixtureBook('c1', '三体Ⅱ：黑暗森林', { author: '刘慈欣' });
const korean = fixtureBook('c2', '소년이 온다', { author: '한강', type: 'pdf' });
const long = fixtureBook(
  'c3',
  'The Extraordinarily Long and Winding Title of a Book That Nobody Could Ever Fit on One Cover Without Clamping It Somewhere',
  { author: 'An Author With A Remarkably Long Name, Translated By Someone Else Entirely', type: 'txt', complete: false },
);
const unbroken = fixtureBook('c4', '中华人民共和国史记长篇小说全集第一卷至第十二卷合订本珍藏版附录索引与注释', { author: '佚名', type: 'html' });
const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 16, listStyle: 'none', margin: 0, padding: 0 } as const;

/** Books without cover images get generated covers in their own script: Chinese, Korean, long and unbroken titles are clamped. */
export const GeneratedCovers: Story = {
  parameters: { ownList: true },
  decorators: [(Story) => <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 360, display: 'grid', gap: 8 }}><Story /></ul>],
  render: (args) => (
    <>
      <BookCard {...args} book={cjk} />
      <BookCard {...args} book={korean} />
      <BookCard {...args} book={long} />
      <BookCard {...args} book={unbroken} />
    </>
  ),
};

/** A cover image that fails to load falls back to the generated cover. */
export const BrokenCover: Story = {
  args: { coverUrl: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The Three-Body Problem', { selector: '[data-part="generated-cover-title"]' })).toBeTruthy();
  },
};

/** The grid's cover thumbnails: format badge over the cover, clamped titles, progress when known, actions on hover or focus. */
export const GridCards: Story = {
  parameters: { ownList: true },
  decorators: [(Story) => <ul style={{ ...grid, maxWidth: 960 }}><Story /></ul>],
  render: (args) => (
    <>
      <BookGridCard {...args} progress={{ percent: 42, finished: false }} />
      <BookGridCard {...args} book={cjk} progress={{ percent: 100, finished: true }} />
      <BookGridCard {...args} book={korean} coverUrl={cover} />
      <BookGridCard {...args} book={long} showVisibility />
      <BookGridCard {...args} book={unbroken} actions={<Button size="sm">Edit</Button>} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
    canvas.getByRole('link', { name: unbroken.title }).focus();
    const edit = canvas.getByRole('button', { name: 'Edit' });
    // Touch screens put the "more" button first; with a mouse it is hidden and Tab goes straight on.
    for (let i = 0; i < 2 && document.activeElement !== edit; i += 1) await userEvent.tab();
    await expect(edit).toHaveFocus();
    const actions = canvasElement.querySelector<HTMLElement>('[data-part="book-actions"]')!;
    await waitFor(() => expect(getComputedStyle(actions).opacity).toBe('1'));
  },
};

/** At 360 px two columns fit and nothing runs past the edge. */
export const GridAt360: Story = {
  parameters: { ownList: true },
  decorators: [(Story) => <ul style={{ ...grid, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', width: 360, boxSizing: 'border-box', padding: 12, gap: 12 }}><Story /></ul>],
  render: (args) => (
    <>
      <BookGridCard {...args} book={long} progress={{ percent: 7, finished: false }} />
      <BookGridCard {...args} book={unbroken} />
      <BookGridCard {...args} book={cjk} />
      <BookGridCard {...args} book={korean} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="book-card"]')];
    await expect(cards[1]!.getBoundingClientRect().top).toBe(cards[0]!.getBoundingClientRect().top);
    for (const card of cards) await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** Every variant side by side, for visual review. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { ownList: true, chromatic: { disableSnapshot: false } },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}><Story /></div>],
  render: (args) => (
    <>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 360, display: 'grid', gap: 8 }}>
      <BookCard {...args} />
      <BookCard {...args} coverUrl={cover} />
      <BookCard {...args} highlight="three" />
      <BookCard {...args} book={{ ...book, id: 'b2', title: 'Three Kingdoms', type: 'audio', complete: false }} />
      <BookCard {...args} showVisibility book={{ ...book, id: 'b3', title: 'Ball Lightning', visibility: 'link' }} />
      <BookCard {...args} book={cjk} />
      <BookCard {...args} book={long} />
      </ul>
      <ul style={{ ...grid, marginTop: 24 }}>
        <BookGridCard {...args} progress={{ percent: 42, finished: false }} />
        <BookGridCard {...args} book={cjk} progress={{ percent: 100, finished: true }} />
        <BookGridCard {...args} book={korean} coverUrl={cover} />
        <BookGridCard {...args} book={long} showVisibility />
        <BookGridCard {...args} book={unbroken} />
      </ul>
    </>
  ),
};
