import type { AppServices } from '@atelier/core';
import type { AccountSync } from '../accountSyncService';
import { accountArchiveSources } from './accountArchiveSources';
import type { AccountArchive, ArchiveReadResult } from './archiveFormat';
import type { ArchiveProgress } from './archiveSources';
import { buildAccountArchive } from './buildAccountArchive';
import type { MarkdownLabels } from './chatMarkdown';
import { collectAccountArchive } from './collectAccountArchive';
import { readArchiveFile } from './readArchiveFile';
import { restoreAccountArchive, type RestoreSummary } from './restoreAccountArchive';

export type { AccountArchive, ArchiveProgress, ArchiveReadResult, MarkdownLabels, RestoreSummary };

/** The signed-in account as one zip, named after the day it was made. */
export async function exportAccount(
  core: AppServices,
  sync: AccountSync,
  labels: MarkdownLabels,
  onProgress: (progress: ArchiveProgress) => void,
) {
  const now = new Date();
  const { archive, missingImages } = await collectAccountArchive(
    accountArchiveSources(core, sync),
    now,
    onProgress,
  );
  onProgress({ step: 'packing', done: 0, total: 1 });
  const bytes = buildAccountArchive(archive, labels);
  return {
    file: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
    name: `atelier-account-${now.toISOString().slice(0, 10)}.zip`,
    missingImages,
  };
}

export const readArchive = (file: Blob): Promise<ArchiveReadResult> => readArchiveFile(file);

/** Brings a checked archive into the signed-in account (and so, through sync, to its devices). */
export function importAccount(
  core: AppServices,
  sync: AccountSync,
  archive: AccountArchive,
  onProgress: (progress: ArchiveProgress) => void,
) {
  return restoreAccountArchive(accountArchiveSources(core, sync), archive, {
    now: () => Date.now(),
    onProgress,
  });
}
