import type { BookVisibility } from '@atelier/core';
import { fileKindOf } from './fileKind';
import type { BookGroup, FileLike, PickedFile } from './groupFiles';

/**
 * Edits a user can make to the proposed grouping before starting; all return new arrays. The images
 * an HTML book carries stay after its chapters and never make a book of their own (the server
 * refuses an image that would be one, or a book's first file).
 */

const isImage = (file: PickedFile<FileLike>) => fileKindOf(file.path) === 'image';

/** Chapters first, images after them, each in the order they had. */
function chaptersFirst<F extends FileLike>(files: PickedFile<F>[]): PickedFile<F>[] {
  return [...files.filter((f) => !isImage(f)), ...files.filter(isImage)];
}

export function renameGroup<F extends FileLike>(groups: BookGroup<F>[], groupId: string, title: string): BookGroup<F>[] {
  return groups.map((g) => (g.id === groupId ? { ...g, title } : g));
}

/** Gives one book its own visibility, or (`null`) lets it follow the batch's again. */
export function setGroupVisibility<F extends FileLike>(groups: BookGroup<F>[], groupId: string, visibility: BookVisibility | null): BookGroup<F>[] {
  return groups.map((g) => {
    if (g.id !== groupId) return g;
    const { visibility: _previous, ...rest } = g;
    return visibility ? { ...rest, visibility } : rest;
  });
}

/** Moves one file out of a multi-file book into a book of its own, right after it (not an image). */
export function splitFile<F extends FileLike>(
  groups: BookGroup<F>[],
  groupId: string,
  path: string,
  newId: () => string,
  title: string,
): BookGroup<F>[] {
  return groups.flatMap((g) => {
    const file = g.files.find((f) => f.path === path);
    if (g.id !== groupId || !file || g.files.length < 2 || isImage(file)) return [g];
    return [{ ...g, files: g.files.filter((f) => f !== file) }, { id: newId(), title, type: g.type, files: [file], cover: null }];
  });
}

/** Appends `sourceId`'s files to `targetId` (same type only) and drops the source book. */
export function mergeGroups<F extends FileLike>(groups: BookGroup<F>[], sourceId: string, targetId: string): BookGroup<F>[] {
  const source = groups.find((g) => g.id === sourceId);
  const target = groups.find((g) => g.id === targetId);
  if (!source || !target || source === target || source.type !== target.type) return groups;
  return groups
    .filter((g) => g !== source)
    .map((g) => (g === target ? { ...g, files: chaptersFirst([...g.files, ...source.files]), cover: g.cover ?? source.cover } : g));
}

/** Leaves a file out of the batch; a book with no files (or only images) left disappears. */
export function removeFile<F extends FileLike>(groups: BookGroup<F>[], path: string): BookGroup<F>[] {
  return groups
    .map((g) => ({ ...g, files: g.files.filter((f) => f.path !== path) }))
    .filter((g) => g.files.some((f) => !isImage(f)));
}

export function moveFile<F extends FileLike>(groups: BookGroup<F>[], groupId: string, path: string, delta: -1 | 1): BookGroup<F>[] {
  return groups.map((g) => {
    const from = g.files.findIndex((f) => f.path === path);
    const to = from + delta;
    if (g.id !== groupId || from < 0 || to < 0 || to >= g.files.length) return g;
    // A chapter and an image never swap: chapters come first.
    if (isImage(g.files[from]!) !== isImage(g.files[to]!)) return g;
    const files = [...g.files];
    [files[from], files[to]] = [files[to]!, files[from]!];
    return { ...g, files };
  });
}
