import { lazyModule } from '@atelier/core';
import { renderWithProvider } from '@atelier/core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MessageListProps } from '../../hooks/useChatPanel.types';
import { createLazyMessageList } from './LazyMessageList';

const props: MessageListProps = { rows: [], streamingRow: null, streamingText: { get: () => '', subscribe: () => () => undefined }, busy: false, onAction: () => undefined } as unknown as MessageListProps;
const FakeList = (p: MessageListProps) => <div role="log" aria-label="Messages">{p.rows.length} rows</div>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('LazyMessageList', () => {
  it('says the messages are loading until the code is here, then shows the list; preload downloads it once', async () => {
    const calls: Array<ReturnType<typeof deferred<typeof FakeList>>> = [];
    const { LazyMessageList, preloadMessageList } = createLazyMessageList(
      lazyModule(() => {
        calls.push(deferred());
        return calls.at(-1)!.promise;
      }),
    );
    void preloadMessageList();
    renderWithProvider(<LazyMessageList {...props} />);
    expect(screen.getByRole('status').textContent).toBe('Loading messages…');
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(FakeList);
    expect((await screen.findByRole('log', { name: 'Messages' })).textContent).toBe('0 rows');
  });

  it('offers Retry after a failed download, and Retry downloads again', async () => {
    let attempts = 0;
    const { LazyMessageList } = createLazyMessageList(
      lazyModule(async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return FakeList;
      }),
    );
    renderWithProvider(<LazyMessageList {...props} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't load the messages. Check your connection and try again.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('log', { name: 'Messages' })).textContent).toBe('0 rows');
    expect(attempts).toBe(2);
  });
});
