import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchStateUpdates } from '../../../../../tooling/testing/watchStateUpdates';
import { renderWithProvider } from '../../testing/renderWithProvider';
import type { ToastApi } from './ToastContext';
import { Button } from '../Button/Button';
import { useToast } from './useToast';

afterEach(() => vi.useRealTimers());

function ToastDemo({ duration }: { duration?: number }) {
  const toast = useToast();
  const options = duration === undefined ? undefined : { duration };
  return (
    <>
      <Button onClick={() => toast.success('Saved', options)}>ok</Button>
      <Button onClick={() => toast.info('Loading, be patient', options)}>info</Button>
      <Button onClick={() => toast.error('Upload failed: too large', options)}>bad</Button>
    </>
  );
}

describe('toasts', () => {
  it('a toast asked for after the app was taken down changes nothing', () => {
    // A save that answers after the whole app unmounted still reports, e.g. `toast.success(...)`.
    let api!: ToastApi;
    function Capture() {
      const toast = useToast();
      useEffect(() => {
        api = toast;
      });
      return null;
    }
    const { unmount } = renderWithProvider(<Capture />);
    unmount();
    const watch = watchStateUpdates();
    try {
      api.success('Saved');
      api.dismiss(1);
      expect(watch.count).toBe(0);
    } finally {
      watch.stop();
    }
  });

  it('announces successes and infos politely and errors assertively, in a named region', async () => {
    const user = userEvent.setup();
    renderWithProvider(<ToastDemo />);
    await user.click(screen.getByRole('button', { name: 'ok' }));
    await user.click(screen.getByRole('button', { name: 'info' }));
    await user.click(screen.getByRole('button', { name: 'bad' }));
    const live = (text: string) => screen.getByText(text).closest('[aria-live]')?.getAttribute('aria-live');
    expect(live('Saved')).toBe('polite');
    expect(live('Loading, be patient')).toBe('polite');
    expect(live('Upload failed: too large')).toBe('assertive');
    expect(screen.getByRole('region', { name: 'Notifications' }).contains(screen.getByText('Saved'))).toBe(true);
  });

  it('is dismissed by its button', async () => {
    const user = userEvent.setup();
    renderWithProvider(<ToastDemo />);
    await user.click(screen.getByRole('button', { name: 'ok' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('disappears by itself after 3 seconds, errors included', () => {
    vi.useFakeTimers();
    renderWithProvider(<ToastDemo />);
    act(() => screen.getByRole('button', { name: 'ok' }).click());
    act(() => screen.getByRole('button', { name: 'bad' }).click());
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.queryByText('Upload failed: too large')).toBeNull();
  });

  it('waits while the pointer rests on it, and stays with duration 0', () => {
    vi.useFakeTimers();
    renderWithProvider(<ToastDemo />);
    act(() => screen.getByRole('button', { name: 'ok' }).click());
    act(() => vi.advanceTimersByTime(1000));
    const toast = screen.getByText('Saved').parentElement as HTMLElement;
    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Saved')).toBeTruthy();
    fireEvent.pointerLeave(toast);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('keeps a message with duration 0 until dismissed', () => {
    vi.useFakeTimers();
    renderWithProvider(<ToastDemo duration={0} />);
    act(() => screen.getByRole('button', { name: 'ok' }).click());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Saved')).toBeTruthy();
  });

  it('tells the developer when there is no provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ToastDemo />)).toThrow(/inside <AppProvider>/);
    vi.mocked(console.error).mockRestore();
  });
});
