import { Button } from '@atelier/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureBook } from '../../testing/fixtureBook';
import { BookCard } from './BookCard';

const book = fixtureBook('b1', 'The Three-Body Problem', { size_bytes: 1_200_000 });
const cover = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="160"><rect width="120" height="160" fill="#58a"/></svg>')}`;

const meta = {
  title: 'library/BookCard',
  component: BookCard,
  args: { book, href: '/book/epub/b1', coverUrl: null },
  decorators: [(Story) => <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 360 }}><Story /></ul>],
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

/** Every variant side by side, for visual review. */
export const AllStates: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <>
      <BookCard {...args} />
      <BookCard {...args} coverUrl={cover} />
      <BookCard {...args} highlight="three" />
      <BookCard {...args} book={{ ...book, id: 'b2', title: 'Three Kingdoms', type: 'audio', complete: false }} />
      <BookCard {...args} showVisibility book={{ ...book, id: 'b3', title: 'Ball Lightning', visibility: 'link' }} />
    </>
  ),
};
