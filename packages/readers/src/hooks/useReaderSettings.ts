import { useReadersServices } from './useReadersServices';
import { useCallback, useEffect, useState } from 'react';
import { type ReaderSettings, readReaderSettings } from '../settings/readerSettings';

/**
 * Reading settings remembered per format (`readerSettingsService`, never expiring). A format with
 * more settings than the shared ones passes its own `read`, which repairs a corrupt stored value.
 */
// The shared-settings overload is last: `ReturnType` (used by the TXT view model) reads the last one.
export function useReaderSettings<T extends object>(format: string, read: (value: unknown) => T): readonly [T, (patch: Partial<T>) => void];
export function useReaderSettings(format: string): readonly [ReaderSettings, (patch: Partial<ReaderSettings>) => void];
export function useReaderSettings<T extends object>(format: string, read: (value: unknown) => T = readReaderSettings as unknown as (value: unknown) => T) {
  const { settings: store } = useReadersServices();
  const [settings, setSettings] = useState<T>(() => read(store.get(format)));
  // Changed on another device (or by the host): the open reader takes the new values.
  useEffect(
    () =>
      store.subscribe(() =>
        setSettings((current) => {
          const next = read(store.get(format));
          return JSON.stringify(next) === JSON.stringify(current) ? current : next;
        }),
      ),
    [store, format, read],
  );
  const update = useCallback(
    (patch: Partial<T>) =>
      setSettings((current) => {
        const next = read({ ...current, ...patch });
        store.set(format, next);
        return next;
      }),
    [format, store, read],
  );
  return [settings, update] as const;
}
