import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { Button } from '../Button/Button';
import { useConfirm } from '../Confirm/useConfirm';
import { Modal } from './Modal';

afterEach(() => {
  document.body.style.overflow = '';
});

function Harness({ withConfirm = false }: { withConfirm?: boolean }) {
  const [open, setOpen] = useState(false);
  const confirm = useConfirm();
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open settings</Button>
      <Button>Behind</Button>
      <Modal
        open={open}
        onOpenChange={({ open: next }) => setOpen(next)}
        title="Settings"
        description="Saved on this device"
        footer={withConfirm ? <Button onClick={() => void confirm({ title: 'Reset all?' })}>Reset</Button> : <Button>Save</Button>}
      >
        <input aria-label="Name" />
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Open settings' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Settings' }) };
}

describe('Modal', () => {
  it('opens as a labelled, described modal dialog with focus inside', async () => {
    renderWithProvider(<Harness />);
    const { dialog } = await openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Saved on this device');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.closest('[data-atelier-portal]')).not.toBeNull();
  });

  it('holds a structured description (paragraphs, a checkbox) in valid HTML', () => {
    renderWithProvider(
      <Modal open onOpenChange={() => {}} title="Delete the task?" description={<><p>Its books stay.</p><label><input type="checkbox" /> Delete them too</label></>}>
        <span />
      </Modal>,
    );
    const description = document.getElementById(screen.getByRole('dialog').getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Its books stay. Delete them too');
    // A <p> may hold no <p> or block: browsers would split it and the description would lose its text.
    expect(description?.closest('p')).toBeNull();
  });

  it('keeps Tab and Shift+Tab cycling inside the dialog', async () => {
    renderWithProvider(<Harness />);
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.tab();
    expect(document.activeElement).toBe(name);
    await user.tab();
    expect(document.activeElement).toBe(save);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(save);
  });

  it('pulls focus back when it lands behind the dialog', async () => {
    renderWithProvider(<Harness />);
    await openModal();
    screen.getByRole('button', { name: 'Behind', hidden: true }).focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape, restores the previous page overflow and returns focus to the opener', async () => {
    document.body.style.overflow = 'scroll';
    renderWithProvider(<Harness />);
    const { user, opener } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('scroll');
    expect(document.activeElement).toBe(opener);
  });

  it('leaves no style attribute behind on a host body that had none', async () => {
    document.body.removeAttribute('style');
    renderWithProvider(<Harness />);
    const { user } = await openModal();
    expect(document.body.getAttribute('style')).toBe('overflow: hidden;');
    await user.keyboard('{Escape}');
    expect(document.body.hasAttribute('style')).toBe(false);
  });

  it('closes with its Close button and with a backdrop click, not with a click inside', async () => {
    renderWithProvider(<Harness />);
    const first = await openModal();
    fireEvent.mouseDown(first.dialog);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await first.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const second = await openModal();
    fireEvent.mouseDown(second.dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets Escape close only the top dialog when a confirmation is open over it', async () => {
    renderWithProvider(<Harness withConfirm />);
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('alertdialog', { name: 'Reset all?' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reset' }));
    expect(document.body.style.overflow).toBe('hidden');
  });
});
