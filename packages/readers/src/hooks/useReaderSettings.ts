import { useReadersServices } from './useReadersServices';
import { useCallback, useState } from 'react';
import { type ReaderSettings, readReaderSettings } from '../settings/readerSettings';

/**
 * Reading settings remembered per format in the app's storage (never expiring). A format with
 * more settings than the shared ones passes its own `read`, which repairs a corrupt stored value.
 */
// The shared-settings overload is last: `ReturnType` (used by the TXT view model) reads the last one.
export function useReaderSettings<T extends object>(format: string, read: (value: unknown) => T): readonly [T, (patch: Partial<T>) => void];
export function useReaderSettings(format: string): readonly [ReaderSettings, (patch: Partial<ReaderSettings>) => void];
export function useReaderSettings<T extends object>(format: string, read: (value: unknown) => T = readReaderSettings as unknown as (value: unknown) => T) {
  const { storage } = useReadersServices();
  const key = `readers.settings.${format}`;
  const [settings, setSettings] = useState<T>(() => read(storage.get(key)));
  const update = useCallback(
    (patch: Partial<T>) =>
      setSettings((current) => {
        const next = read({ ...current, ...patch });
        storage.set(key, next, { expireSeconds: null });
        return next;
      }),
    [key, storage, read],
  );
  return [settings, update] as const;
}
