import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { Button } from '../Button/Button';
import { Modal } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open settings</Button>
      <Modal open={open} onOpenChange={({ open: next }) => setOpen(next)} title="Settings" footer={<Button>Save</Button>}>
        <input aria-label="Name" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a labelled modal dialog and moves focus inside', async () => {
    const user = userEvent.setup();
    renderWithProvider(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithProvider(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape, unlocks scrolling and returns focus to the opener', async () => {
    const user = userEvent.setup();
    renderWithProvider(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);
    await screen.findByRole('dialog');
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    renderWithProvider(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
