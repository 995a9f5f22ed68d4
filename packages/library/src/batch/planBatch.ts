import type { BookVisibility } from '@atelier/core';
import type { BatchFile, BatchPlan, BatchSources } from '../machines/batchTypes';
import type { BookGroup, FileLike } from '../upload/groupFiles';

export interface PlannedBatch {
  plan: BatchPlan;
  sources: BatchSources;
}

/**
 * Turns the edited grouping into the task plan: one row per file, `file_index` = position in its book.
 * `visibility` (the batch's choice, unless a book has its own) rides on every file, so it survives a
 * reload with the plan.
 */
export function planBatch<F extends FileLike>(
  groups: BookGroup<F>[],
  task: { taskId: string; taskName: string; rootPath: string },
  visibility?: BookVisibility,
): PlannedBatch {
  const files: BatchFile[] = [];
  const sources: BatchSources = {};
  for (const group of groups) {
    const chosen = group.visibility ?? visibility;
    group.files.forEach((entry, fileIndex) => {
      sources[entry.path] = entry.file;
      files.push({
        key: entry.path,
        name: entry.file.name,
        size: entry.file.size,
        lastModified: entry.file.lastModified ?? null,
        bookId: group.id,
        title: group.title.trim() || entry.file.name,
        fileIndex,
        totalFiles: group.files.length,
        coverKey: group.cover?.path ?? null,
        ...(chosen ? { visibility: chosen } : {}),
        status: 'pending',
        loaded: 0,
        error: null,
        attempts: 0,
      });
    });
    if (group.cover) sources[group.cover.path] = group.cover.file;
  }
  return { plan: { ...task, files }, sources };
}
