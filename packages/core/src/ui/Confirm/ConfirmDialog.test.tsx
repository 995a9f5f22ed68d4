import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { Button } from '../Button/Button';
import { useConfirm } from './useConfirm';

function ConfirmDemo({ onResult, destructive = true }: { onResult: (ok: boolean) => void; destructive?: boolean }) {
  const confirm = useConfirm();
  return (
    <Button
      onClick={async () =>
        onResult(await confirm({ title: 'Delete this book?', message: 'Its files are removed too.', destructive, confirmLabel: 'Delete' }))
      }
    >
      Delete book
    </Button>
  );
}

async function ask(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete book' }));
  return screen.getByRole('alertdialog', { name: 'Delete this book?' });
}

describe('useConfirm', () => {
  it('asks in a described alertdialog with Cancel focused first', async () => {
    const user = userEvent.setup();
    renderWithProvider(<ConfirmDemo onResult={() => {}} />);
    const dialog = await ask(user);
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Its files are removed too.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('resolves true when confirmed and false when cancelled or dismissed with Escape', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    renderWithProvider(<ConfirmDemo onResult={onResult} />);
    await ask(user);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await ask(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await ask(user);
    await user.keyboard('{Escape}');
    expect(onResult.mock.calls).toEqual([[true], [false], [false]]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete book' }));
  });

  it('uses a danger button for destructive actions and a primary one otherwise', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProvider(<ConfirmDemo onResult={() => {}} />);
    await ask(user);
    expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('data-variant')).toBe('danger');
    unmount();
    renderWithProvider(<ConfirmDemo onResult={() => {}} destructive={false} />);
    await ask(user);
    expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('data-variant')).toBe('primary');
  });
});
