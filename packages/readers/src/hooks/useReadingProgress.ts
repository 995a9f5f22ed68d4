import { type BookType, createId, useServices } from '@atelier/core';
import { useEffect, useMemo } from 'react';
import { createReaderApi } from '../api/createReaderApi';
import { createProgressSync } from '../progress/createProgressSync';

const DEVICE_KEY = 'readers.deviceId';

function deviceId(storage: ReturnType<typeof useServices>['storage']): string {
  const stored = storage.get(DEVICE_KEY, (v): v is string => typeof v === 'string');
  if (stored) return stored;
  const made = createId();
  storage.set(DEVICE_KEY, made, { expireSeconds: null });
  return made;
}

/**
 * Progress sync for one open book, flushed with keepalive when the page is hidden or left so the
 * last place survives closing the tab.
 */
export function useReadingProgress({ bookId, key, format }: { bookId: string | null; key: string; format: BookType }) {
  const services = useServices();
  const sync = useMemo(() => {
    const api = createReaderApi(services.libraryApi);
    return createProgressSync({
      bookId,
      key,
      format,
      storage: services.storage,
      isLoggedIn: () => Boolean(services.stores.user.getState().token),
      deviceId: deviceId(services.storage),
      load: async (id) => {
        const stored = await api.getProgress(id);
        return (
          stored && {
            locator: stored.locator,
            percentage: stored.percentage,
            fileIndex: stored.file_index,
            updatedAt: Date.parse(stored.client_updated_at),
          }
        );
      },
      save: (id, body) => api.saveProgress(id, body),
      saveOnExit: (id, body) => {
        void services.libraryApi
          .fetchKeepalive(`/api/reading/progress/${encodeURIComponent(id)}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
          .catch(() => undefined);
      },
    });
  }, [bookId, key, format, services]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') sync.flush();
    };
    const onOnline = () => sync.retry();
    window.addEventListener('pagehide', sync.flush);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', sync.flush);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onHide);
      sync.dispose();
    };
  }, [sync]);

  return sync;
}
