import { AppProvider, provideService } from '@atelier/core';
import { testConfig } from '@atelier/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KeepOfflineButton } from './KeepOfflineButton';
import type { KeepProgress, KeptBook, OfflineBooks } from './offlineBooks';
import { offlineBooksService } from './offlineBooksService';

const BOOK: KeptBook = { id: 'b1', title: 'Night Train', author: '', type: 'pdf', bytes: 200, how: 'asked', keptAt: 1 };

/** The kept-books store the button talks to, with a download the test finishes or fails by hand. */
function keptBooks(initial: KeptBook[] = []) {
  let books = initial;
  const listeners = new Set<() => void>();
  const download: { progress?: (p: KeepProgress) => void; finish?: () => void; fail?: () => void } = {};
  const store: OfflineBooks = {
    list: async () => books,
    keep: vi.fn(
      (_id: string, { onProgress }: { onProgress?: (p: KeepProgress) => void } = {}) =>
        new Promise<KeptBook>((resolve, reject) => {
          if (onProgress) download.progress = onProgress;
          download.finish = () => ((books = [BOOK]), resolve(BOOK));
          download.fail = () => reject(new Error('disk full'));
        }),
    ),
    remove: vi.fn(async () => {
      books = [];
      listeners.forEach((listener) => listener());
    }),
    clear: async () => undefined,
    usage: async () => null,
    subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
  };
  return { store, download };
}

function renderButton(store: OfflineBooks) {
  render(
    <AppProvider config={testConfig} locale="en-US" colorScheme="light" services={[provideService(offlineBooksService, () => store)]}>
      <KeepOfflineButton bookId="b1" />
    </AppProvider>,
  );
  return userEvent.setup();
}

describe('Keep offline in the reader toolbar', () => {
  it('downloads the book showing how far it got, then offers to remove the copy after a confirm', async () => {
    const { store, download } = keptBooks();
    const user = renderButton(store);
    await user.click(await screen.findByRole('button', { name: 'Keep offline' }));
    expect(store.keep).toHaveBeenCalledWith('b1', expect.objectContaining({ signal: expect.any(AbortSignal) }));
    download.progress?.({ loaded: 100, total: 200 });
    expect(await screen.findByRole('button', { name: 'Saving for offline reading: 50%' })).toBeTruthy();
    download.finish?.();
    await user.click(await screen.findByRole('button', { name: 'Available offline (remove the copy)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Remove “Night Train” from this device?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(store.remove).toHaveBeenCalledWith('b1');
    expect(await screen.findByRole('button', { name: 'Keep offline' })).toBeTruthy();
  });

  it('says a failed download failed and lets the reader try again', async () => {
    const { store, download } = keptBooks();
    const user = renderButton(store);
    await user.click(await screen.findByRole('button', { name: 'Keep offline' }));
    download.fail?.();
    await user.click(await screen.findByRole('button', { name: 'Keeping it offline failed: try again' }));
    expect(store.keep).toHaveBeenCalledTimes(2);
  });

  it('still offers to keep a book that is only the last one opened, which the next book replaces', async () => {
    const { store } = keptBooks([{ ...BOOK, how: 'last' }]);
    renderButton(store);
    expect(await screen.findByRole('button', { name: 'Keep offline' })).toBeTruthy();
  });
});
