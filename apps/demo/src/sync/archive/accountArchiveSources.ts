import {
  type AppServices,
  type ItemsResponse,
  type ReadingEntry,
  toApiErrorData,
} from '@atelier/core';
import type { AccountSync } from '../accountSyncService';
import { putDrawImage } from '../createDrawImageKeeper';
import type { ArchivedProgress } from './archiveFormat';
import type { ArchiveSources } from './archiveSources';

// The device id a restored position is saved under, so the readers can tell it from their own saves.
const ARCHIVE_DEVICE = 'account-archive';

const toArchived = ({ book, progress }: ReadingEntry): ArchivedProgress => ({
  bookId: book.id,
  title: book.title,
  author: book.author ?? '',
  format: progress.format,
  fileIndex: progress.file_index,
  locator: progress.locator,
  percentage: progress.percentage,
  finished: progress.finished,
  updatedAt: progress.client_updated_at,
});

/** The signed-in account's data as an archive reads and writes it: this device's stores and our server. */
export function accountArchiveSources(core: AppServices, sync: AccountSync): ArchiveSources {
  const api = core.libraryApi;
  return {
    chat: sync.chat,
    prefs: sync.chatPrefs.prefs,
    readerSettings: sync.readerSettings.store,
    draw: sync.draw,
    async fetchImage(url) {
      const response = await fetch(url).catch(() => null);
      return response?.ok ? response.blob() : null;
    },
    async readingPositions(offset, limit) {
      const page = await api.get<ItemsResponse<ReadingEntry>>('/api/reading/history', {
        params: { offset, limit },
      });
      return page.items.map(toArchived);
    },
    async saveReadingPosition(progress) {
      try {
        await api.post(`/api/reading/progress/${encodeURIComponent(progress.bookId)}`, {
          format: progress.format,
          file_index: progress.fileIndex,
          locator: progress.locator,
          percentage: progress.percentage,
          finished: progress.finished,
          client_updated_at: progress.updatedAt,
          device_id: ARCHIVE_DEVICE,
        });
        return true;
      } catch (error) {
        // A book this server does not have, or that the account may no longer open, is skipped.
        const { status } = toApiErrorData(error);
        if (status === 404 || status === 403) return false;
        throw error;
      }
    },
    keepImage: (recordId, image) => putDrawImage(core, recordId, image),
  };
}
