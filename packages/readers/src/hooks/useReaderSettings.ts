import { useReadersServices } from './useReadersServices';
import { useCallback, useEffect, useState } from 'react';
import type { ReaderSettingsStore } from '../settings/createReaderSettingsStore';
import { perBookSettingsKey, readPerBookSettings, settingsOfBook, withBookSettings } from '../settings/perBookSettings';
import { type ReaderSettings, readReaderSettings } from '../settings/readerSettings';

/** The book's own settings if it has some, else the format's last used ones. */
function storedSettings(store: ReaderSettingsStore, format: string, book: string | null): unknown {
  if (book === null) return store.get(format);
  return settingsOfBook(readPerBookSettings(store.get(perBookSettingsKey(format))), book) ?? store.get(format);
}

/**
 * Reading settings remembered per format (`readerSettingsService`, never expiring) and, given a
 * `book` key, per book: a change is kept for that book and becomes the format's settings, which a
 * book read for the first time starts from. A format with more settings than the shared ones passes
 * its own `read`, which repairs a corrupt stored value.
 */
// The shared-settings overload is last: `ReturnType` (used by the TXT view model) reads the last one.
export function useReaderSettings<T extends object>(format: string, read: (value: unknown) => T, book?: string | null): readonly [T, (patch: Partial<T>) => void];
export function useReaderSettings(format: string): readonly [ReaderSettings, (patch: Partial<ReaderSettings>) => void];
export function useReaderSettings<T extends object>(format: string, read: (value: unknown) => T = readReaderSettings as unknown as (value: unknown) => T, book: string | null = null) {
  const { settings: store } = useReadersServices();
  const [settings, setSettings] = useState<T>(() => read(storedSettings(store, format, book)));
  // Another book opened in this reader, or a change from another device (or the host): take the stored values.
  useEffect(() => {
    const reread = () =>
      setSettings((current) => {
        const next = read(storedSettings(store, format, book));
        return JSON.stringify(next) === JSON.stringify(current) ? current : next;
      });
    reread();
    return store.subscribe(reread);
  }, [store, format, read, book]);
  const update = useCallback(
    (patch: Partial<T>) =>
      setSettings((current) => {
        const next = read({ ...current, ...patch });
        if (book !== null) {
          const key = perBookSettingsKey(format);
          store.set(key, withBookSettings(readPerBookSettings(store.get(key)), book, next));
        }
        store.set(format, next);
        return next;
      }),
    [format, store, read, book],
  );
  return [settings, update] as const;
}
