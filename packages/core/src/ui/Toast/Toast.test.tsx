import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { Button } from '../Button/Button';
import { useConfirm } from '../Confirm/ConfirmProvider';
import { useToast } from './ToastProvider';

afterEach(() => vi.useRealTimers());

function ToastDemo() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.success('Saved')}>ok</Button>
      <Button onClick={() => toast.error('Upload failed: too large')}>bad</Button>
    </>
  );
}

describe('toasts', () => {
  it('announces successes politely and errors assertively, and dismisses by button', async () => {
    const user = userEvent.setup();
    renderWithProvider(<ToastDemo />);
    await user.click(screen.getByRole('button', { name: 'ok' }));
    await user.click(screen.getByRole('button', { name: 'bad' }));
    expect(screen.getByText('Saved').closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Upload failed: too large').closest('[aria-live]')?.getAttribute('aria-live')).toBe('assertive');
    await user.click(screen.getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('disappears by itself after 3 seconds', async () => {
    vi.useFakeTimers();
    renderWithProvider(<ToastDemo />);
    act(() => screen.getByRole('button', { name: 'ok' }).click());
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Saved')).toBeNull();
  });
});

function ConfirmDemo({ onResult }: { onResult: (ok: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <Button onClick={async () => onResult(await confirm({ title: 'Delete this book?', message: 'Its files are removed too.', destructive: true, confirmLabel: 'Delete' }))}>
      Delete
    </Button>
  );
}

describe('useConfirm', () => {
  it('resolves true when confirmed and false when cancelled or dismissed with Esc', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    renderWithProvider(<ConfirmDemo onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this book?' });
    expect(dialog.textContent).toContain('Its files are removed too.');
    await user.click(screen.getAllByRole('button', { name: 'Delete' })[1] as HTMLElement);
    expect(onResult).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onResult).toHaveBeenLastCalledWith(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(onResult).toHaveBeenLastCalledWith(false);
    expect(onResult).toHaveBeenCalledTimes(3);
  });
});
