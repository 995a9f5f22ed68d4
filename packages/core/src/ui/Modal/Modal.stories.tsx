import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Input } from '../Input/Input';
import { Modal } from './Modal';

interface ModalDemoProps {
  initiallyOpen?: boolean;
  description?: string;
  long?: boolean;
}

function ModalDemo({ initiallyOpen = false, description, long = false }: ModalDemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open profile</Button>
      <Modal
        open={open}
        onOpenChange={({ open: next }) => setOpen(next)}
        title="Profile"
        description={description}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant="primary" onClick={() => setOpen(false)}>
              Save
            </Button>
          </>
        }
      >
        <Input label="Nickname" defaultValue="Ann" />
        {long
          ? Array.from({ length: 30 }, (_, i) => <p key={i}>Reading history entry {i + 1}</p>)
          : null}
      </Modal>
    </>
  );
}

const meta = { title: 'core/Modal', component: ModalDemo } satisfies Meta<typeof ModalDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { initiallyOpen: true } };
export const WithDescription: Story = { args: { initiallyOpen: true, description: 'Shown to other readers.' } };
export const LongContent: Story = { args: { initiallyOpen: true, long: true } };

export const KeyboardFlow: Story = {
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const opener = within(canvasElement).getByRole('button', { name: 'Open profile' });
    await userEvent.click(opener);
    const dialog = await within(doc.body).findByRole('dialog', { name: 'Profile' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    const order = ['Nickname', 'Cancel', 'Save', 'Close'];
    for (const name of order) {
      await userEvent.tab();
      await expect(doc.activeElement).toBe(within(dialog).getByRole(name === 'Nickname' ? 'textbox' : 'button', { name }));
    }
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await expect(doc.body.style.overflow).toBe('hidden');
    const width = dialog.getBoundingClientRect().width;
    if (window.innerWidth < 640) await expect(width).toBe(window.innerWidth);
    else await expect(width).toBeLessThanOrEqual(640);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(doc.body).queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await expect(doc.body.style.overflow).not.toBe('hidden');
  },
};

export const AllStates: Story = {
  args: { initiallyOpen: true, description: 'Shown to other readers.' },
  parameters: { chromatic: { disableSnapshot: false } },
};
