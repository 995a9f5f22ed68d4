import type { ColorSchemePreference, LanguageCode } from '@atelier/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoStoryHost } from '../testing/DemoStoryHost';
import type { KeptBook } from './offlineBooks';
import { OfflineBooksView, type OfflineBooksViewProps } from './OfflineBooksView';

const BOOKS: KeptBook[] = [
  { id: '85113e8b-451e-4490-ae71-b1d0793009ad', title: '长安夜话', author: '佚名', type: 'txt', bytes: 10_485_760, how: 'asked', keptAt: 2 },
  { id: 'f1d7a2f4-0c2b-4f55-9b53-3b8f0f6f1e21', title: 'Night Train', author: 'A. Reader', type: 'pdf', bytes: 2_400_000, how: 'last', keptAt: 1 },
];

const meta = {
  title: 'demo/OfflineBooks',
  component: OfflineBooksView,
  render: (args, { globals }) => (
    <DemoStoryHost
      locale={(globals['locale'] as LanguageCode | undefined) ?? 'en-US'}
      colorScheme={(globals['colorScheme'] as ColorSchemePreference | undefined) ?? 'light'}
      path="/mine/index"
    >
      <OfflineBooksView {...args} />
    </DemoStoryHost>
  ),
  parameters: { appProvider: false },
  args: { books: BOOKS, usage: { usage: 13_100_000, quota: 2_000_000_000 }, offline: false, onRemove: fn(), onClear: fn() } satisfies OfflineBooksViewProps,
} satisfies Meta<typeof OfflineBooksView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Mine's Offline tab: each kept book opens in its reader; the space used; remove one or all. */
export const Kept: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Books on this device' });
    await expect(within(region).getByRole('link', { name: '长安夜话 · 佚名' })).toHaveAttribute('href', `/book/txt/${BOOKS[0]?.id}`);
    await expect(region).toHaveTextContent('kept as the last book opened');
    await expect(region).toHaveTextContent('This site uses 13.1 MB of 2,000 MB on this device.');
    await userEvent.click(within(region).getByRole('button', { name: 'Remove “Night Train” from this device' }));
    await expect(args.onRemove).toHaveBeenCalledWith(BOOKS[1]);
    await userEvent.click(within(region).getByRole('button', { name: 'Free space: remove them all' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** Home without a server: says why only these books show. */
export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('The server cannot be reached');
  },
};

export const Empty: Story = {
  args: { books: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No books are kept on this device yet/)).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: 'Free space: remove them all' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { books: null, usage: null },
};

const phoneParameters = {
  appProvider: false,
  viewport: { options: { phone: { name: 'Phone 360 × 640', styles: { width: '360px', height: '640px' }, type: 'mobile' } } },
};

/** 360 px: a long title wraps, nothing scrolls sideways. */
export const Phone: Story = {
  parameters: phoneParameters,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
