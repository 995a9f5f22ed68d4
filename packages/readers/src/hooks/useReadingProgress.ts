import { type AppStorage, type BookType, createId } from '@atelier/core';
import { useEffect, useMemo } from 'react';
import { createProgressSync } from '../progress/createProgressSync';
import { useReadersServices } from './useReadersServices';

const DEVICE_KEY = 'readers.deviceId';

function deviceId(storage: AppStorage): string {
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
  const services = useReadersServices();
  const sync = useMemo(() => {
    const { api } = services;
    return createProgressSync({
      bookId,
      key,
      format,
      storage: services.storage,
      isLoggedIn: services.isSignedIn,
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
      saveOnExit: (id, body) => services.postOnExit(`/api/reading/progress/${encodeURIComponent(id)}`, body),
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
