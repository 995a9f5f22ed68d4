import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DrawKind } from '../../store/types';
import type { DrawGalleryViewModel, GalleryItem } from '../../hooks/useDrawGallery';
import { DrawGalleryView } from './DrawGalleryView';
import { DrawGallery } from './DrawGallery';

const swatch = (fill: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${fill}"/></svg>`)}`;
const images: GalleryItem[] = [
  { id: 'g1', kind: 'imagine', label: 'a red fox --v 7.0', createdAt: Date.UTC(2026, 10, 20, 9), src: swatch('#c63'), action: 'UPSCALE' },
  { id: 'g2', kind: 'imagine', label: 'hills at dawn --ar 16:9', createdAt: Date.UTC(2026, 10, 21, 9), src: swatch('#7a9'), action: 'IMAGINE' },
  { id: 'g3', kind: 'dalle', label: 'a lighthouse in fog', createdAt: Date.UTC(2026, 10, 22, 9), src: swatch('#58a'), action: null },
];

/** The view with the hook's local state (filter, preview) kept, and the store replaced by `remove`. */
function Harness({ loaded, items, remove, onStartDrawing }: { loaded: boolean; items: GalleryItem[]; remove: (id: string) => Promise<void>; onStartDrawing?: () => void }) {
  const [filter, setFilter] = useState<DrawKind | 'all'>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const visible = items.filter((i) => filter === 'all' || i.kind === filter);
  const vm: DrawGalleryViewModel = {
    loaded,
    storageFailed: false,
    items: visible,
    total: items.length,
    kinds: [...new Set(items.map((i) => i.kind))],
    filter,
    setFilter,
    open: visible.find((i) => i.id === openId) ?? null,
    setOpenId,
    remove,
    onStartDrawing,
    className: undefined,
  };
  return <DrawGalleryView {...vm} />;
}

const meta = {
  title: 'draw/DrawGallery',
  component: Harness,
  // The docs page shows the connected widget's props beside the view's.
  subcomponents: { DrawGallery },
  args: { loaded: true, items: [], remove: fn(async () => {}), onStartDrawing: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Gallery has no entries yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start drawing' }));
    await expect(args.onStartDrawing).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { loaded: false } };

export const WithImages: Story = {
  args: { items: images },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /a red fox/ }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('img', { name: 'a red fox --v 7.0' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.remove).toHaveBeenCalledWith('g1');
  },
};

/** Empty, loading and filled side by side, for visual review. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: {
    chromatic: { disableSnapshot: false },
    // The grid repeats one widget, so its landmarks repeat; each state's own story checks them.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <div data-state-name="Empty">
        <Harness {...args} />
      </div>
      <div data-state-name="Loading">
        <Harness {...args} loaded={false} />
      </div>
      <div data-state-name="WithImages">
        <Harness {...args} items={images} />
      </div>
    </div>
  ),
};
