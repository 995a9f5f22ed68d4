import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Drawer } from './Drawer';

function DrawerDemo({ initiallyOpen = false, side = 'right' }: { initiallyOpen?: boolean; side?: 'left' | 'right' }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Filters</Button>
      <Drawer
        open={open}
        onOpenChange={({ open: next }) => setOpen(next)}
        title="Filter books"
        side={side}
        footer={
          <Button variant="primary" onClick={() => setOpen(false)}>
            Apply
          </Button>
        }
      >
        <div style={{ display: 'grid', gap: 12 }}>
          <Checkbox label="EPUB" defaultChecked />
          <Checkbox label="PDF" />
        </div>
      </Drawer>
    </>
  );
}

const meta = { title: 'core/Drawer', component: DrawerDemo } satisfies Meta<typeof DrawerDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Right: Story = { args: { initiallyOpen: true } };
export const Left: Story = { args: { initiallyOpen: true, side: 'left' } };

export const KeyboardFlow: Story = {
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const opener = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    const drawer = await within(doc.body).findByRole('dialog', { name: 'Filter books' });
    await waitFor(() => expect(drawer.contains(doc.activeElement)).toBe(true));
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(drawer.contains(doc.activeElement)).toBe(true);
    }
    if (window.innerWidth < 640) await expect(drawer.getBoundingClientRect().bottom).toBe(window.innerHeight);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(doc.body).queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const AllStates: Story = { args: { initiallyOpen: true }, parameters: { chromatic: { disableSnapshot: false } } };
