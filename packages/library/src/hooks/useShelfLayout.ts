import { useState } from 'react';
import { useLibraryServices } from './useLibraryServices';
import { useViewer } from './useViewer';

/** How a list of books is laid out: cover thumbnails in a grid, or a column of cards. */
export type ShelfLayout = 'grid' | 'list';

export const DEFAULT_SHELF_LAYOUT: ShelfLayout = 'grid';

const isShelfLayout = (value: unknown): value is ShelfLayout => value === 'grid' || value === 'list';

/** The storage key of one user's choice; a guest's is kept apart from every account's. */
export const shelfLayoutKey = (userId: string) => `library.shelfLayout.${userId || 'guest'}`;

/** What `useShelfLayout` returns. */
export interface ShelfLayoutState {
  /** The viewer's layout. @default 'grid' */
  layout: ShelfLayout;
  /** Switches layout and remembers it for this user. */
  setLayout(layout: ShelfLayout): void;
}

/** The signed-in user's shelf layout, kept in core's storage under a key of their own, without expiry. */
export function useShelfLayout(): ShelfLayoutState {
  const { storage } = useLibraryServices();
  const { id } = useViewer();
  const key = shelfLayoutKey(id);
  // The choice made here is tied to the key it was made for, so a change of user reads theirs.
  const [chosen, setChosen] = useState<{ key: string; layout: ShelfLayout } | null>(null);
  const layout = chosen?.key === key ? chosen.layout : (storage.get(key, isShelfLayout) ?? DEFAULT_SHELF_LAYOUT);
  const setLayout = (next: ShelfLayout) => {
    storage.set(key, next, { expireSeconds: null });
    setChosen({ key, layout: next });
  };
  return { layout, setLayout };
}
