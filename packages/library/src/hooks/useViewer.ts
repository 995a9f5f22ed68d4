import { useAppStores, useStore } from '@atelier/core';

export interface Viewer {
  id: string;
  isAdmin: boolean;
}

/** Who is looking: edits and deletes are offered to a book's owner and to admins (the server checks again). */
export function useViewer(): Viewer {
  const { user } = useAppStores();
  const info = useStore(user);
  return { id: info.uid, isAdmin: info.role === 'admin' || info.WUser.admin_level > 0 };
}
