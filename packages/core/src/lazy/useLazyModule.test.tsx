import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyModule } from './lazyModule';
import { useLazyModule } from './useLazyModule';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function Shows({ module, wanted }: { module: ReturnType<typeof lazyModule<string>>; wanted?: boolean }) {
  const { value, failed, retry } = useLazyModule(module, wanted);
  if (value !== null) return <p>{value}</p>;
  return failed ? <button onClick={retry}>Retry</button> : <p>Waiting</p>;
}

describe('lazyModule and useLazyModule', () => {
  it('downloads once for every component that shows it, and only when wanted', async () => {
    const downloads: Array<ReturnType<typeof deferred<string>>> = [];
    const module = lazyModule(() => {
      downloads.push(deferred());
      return downloads.at(-1)!.promise;
    });
    const { rerender } = render(<Shows module={module} wanted={false} />);
    expect(downloads).toHaveLength(0);
    rerender(
      <>
        <Shows module={module} />
        <Shows module={module} />
      </>,
    );
    expect(screen.getAllByText('Waiting')).toHaveLength(2);
    expect(downloads).toHaveLength(1);
    await act(async () => downloads[0]!.resolve('Here'));
    expect(screen.getAllByText('Here')).toHaveLength(2);
    expect(module.peek()).toBe('Here');
    // A component mounted later shows it at once, without downloading again.
    render(<Shows module={module} />);
    expect(screen.getAllByText('Here')).toHaveLength(3);
    expect(downloads).toHaveLength(1);
  });

  it('after a failed download shows what it can, and tries again on retry and when back online', async () => {
    let attempts = 0;
    const module = lazyModule(async () => {
      attempts += 1;
      if (attempts < 3) throw new TypeError('Failed to fetch dynamically imported module');
      return 'Here';
    });
    render(<Shows module={module} />);
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(module.peek()).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(attempts).toBe(2);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Here')).toBeTruthy();
    expect(attempts).toBe(3);
  });

  it('takes being wanted again after a failure as a fresh attempt', async () => {
    let attempts = 0;
    const module = lazyModule(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return 'Here';
    });
    const { rerender } = render(<Shows module={module} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    rerender(<Shows module={module} wanted={false} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    rerender(<Shows module={module} />);
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(await screen.findByText('Here')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
