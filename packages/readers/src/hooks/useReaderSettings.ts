import { useServices } from '@atelier/core';
import { useCallback, useState } from 'react';
import { type ReaderSettings, readReaderSettings } from '../settings/readerSettings';

/** Reading settings remembered per format in the app's storage (never expiring). */
export function useReaderSettings(format: string) {
  const { storage } = useServices();
  const key = `readers.settings.${format}`;
  const [settings, setSettings] = useState<ReaderSettings>(() => readReaderSettings(storage.get(key)));
  const update = useCallback(
    (patch: Partial<ReaderSettings>) =>
      setSettings((current) => {
        const next = readReaderSettings({ ...current, ...patch });
        storage.set(key, next, { expireSeconds: null });
        return next;
      }),
    [key, storage],
  );
  return [settings, update] as const;
}
