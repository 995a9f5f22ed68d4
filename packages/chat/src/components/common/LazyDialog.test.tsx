import { Modal } from '@atelier/core';
import { renderWithProvider } from '@atelier/core/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyDialog } from './LazyDialog';

interface NotesProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function NotesView({ open, onOpenChange }: NotesProps) {
  return (
    <Modal open={open} onOpenChange={(d) => onOpenChange(d.open)} title="Notes">
      <input aria-label="Note" />
    </Modal>
  );
}

/** A loader the test settles by hand, like a chunk on a slow or broken network. */
function controlledLoader() {
  const calls: { resolve: (view: ComponentType<NotesProps>) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<ComponentType<NotesProps>>((resolve, reject) => void calls.push({ resolve, reject }));
  return { load, calls };
}

function Tool({ Notes }: { Notes: ReturnType<typeof lazyDialog<NotesProps>> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onPointerEnter={Notes.preload} onClick={() => setOpen(true)}>
        Open notes
      </button>
      <Notes open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('lazyDialog', () => {
  it('downloads nothing until opened, says "Opening…" meanwhile, then behaves as the dialog did', async () => {
    const { load, calls } = controlledLoader();
    const Notes = lazyDialog(load);
    const user = userEvent.setup();
    renderWithProvider(<Tool Notes={Notes} />);
    expect(calls).toHaveLength(0);

    const opener = screen.getByRole('button', { name: 'Open notes' });
    await user.click(opener);
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Opening…');
    expect(document.activeElement).toBe(opener);
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => calls[0]!.resolve(NotesView));
    const dialog = await screen.findByRole('dialog', { name: 'Notes' });
    // Focus moves into the dialog once it is there, and back to the opener when it closes.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(screen.queryByText('Opening…')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    // The code is kept: opening again shows the dialog at once, without another download.
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Notes' })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('a failed download closes with a message, and opening again tries again', async () => {
    const { load, calls } = controlledLoader();
    const Notes = lazyDialog(load);
    const user = userEvent.setup();
    renderWithProvider(<Tool Notes={Notes} />);
    const opener = screen.getByRole('button', { name: 'Open notes' });

    await user.click(opener);
    await act(async () => calls[0]!.reject(new Error('offline')));
    expect((await screen.findByRole('alert')).textContent).toBe("Couldn't open it. Check your connection and try again.");
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(opener);
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('Opening…');
    await act(async () => calls[1]!.resolve(NotesView));
    expect(await screen.findByRole('dialog', { name: 'Notes' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts the download when the pointer reaches the opener', async () => {
    const { load, calls } = controlledLoader();
    const Notes = lazyDialog(load);
    const user = userEvent.setup();
    renderWithProvider(<Tool Notes={Notes} />);
    await user.hover(screen.getByRole('button', { name: 'Open notes' }));
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve(NotesView));
    await user.click(screen.getByRole('button', { name: 'Open notes' }));
    expect(screen.getByRole('dialog', { name: 'Notes' })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });
});
