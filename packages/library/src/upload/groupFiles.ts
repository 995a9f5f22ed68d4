import type { BookType, BookVisibility } from '@atelier/core';
import { fileKindOf, isBookKind, titleFromFileName } from './fileKind';
import { naturalCompare } from './naturalCompare';

/** The bits of a `File` grouping needs (so tests and persisted state can use plain objects). */
export interface FileLike {
  name: string;
  size: number;
  lastModified?: number;
}

export interface PickedFile<F extends FileLike = FileLike> {
  /** Relative path inside the picked folder (`webkitRelativePath`), or the bare name. */
  path: string;
  file: F;
}

export interface BookGroup<F extends FileLike = FileLike> {
  /** Client-made book id: later files of a multi-file book name it as `book_id`. */
  id: string;
  title: string;
  type: BookType;
  /**
   * In upload order: `file_index` is the position here. An HTML book lists its chapters first, then
   * the images its chapters point at (by path relative to the chapter, so paths are kept).
   */
  files: PickedFile<F>[];
  cover: PickedFile<F> | null;
  /** Who may open this book when it differs from the batch's choice; absent = the batch's. */
  visibility?: BookVisibility | undefined;
}

export interface GroupedPick<F extends FileLike = FileLike> {
  groups: BookGroup<F>[];
  /** Files that are neither books nor covers. */
  skipped: PickedFile<F>[];
  rootPath: string;
}

/** Types whose folders hold the chapters of one book. */
const CHAPTER_TYPES: ReadonlySet<BookType> = new Set<BookType>(['audio', 'html']);

function dirOf(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut < 0 ? '' : path.slice(0, cut);
}

function lastSegment(path: string): string {
  return path.split('/').filter(Boolean).pop() ?? path;
}

/** A cover in a folder: one named cover/folder/front, else the only image there. */
function pickCover<F extends FileLike>(images: PickedFile<F>[]): PickedFile<F> | null {
  const named = images.find((p) => /^(cover|folder|front)\.[a-z]+$/i.test(lastSegment(p.path)));
  return named ?? (images.length === 1 ? (images[0] ?? null) : null);
}

/** Whether `dir` is `root` or inside it. */
function isWithin(dir: string, root: string): boolean {
  return dir === root || dir.startsWith(`${root}/`);
}

/**
 * Whether an image in `imageDir` belongs to the HTML book whose chapters are in `dir`: it is in
 * that folder or below it (`images/`), or in a sibling folder when the chapters sit in a folder
 * of their own (`Novel/text/*.html` + `Novel/images/*`) and no other book shares the folder above.
 */
function carries<F extends FileLike>(group: BookGroup<F>, groups: BookGroup<F>[], imageDir: string): 'own' | 'sibling' | null {
  const dir = dirOf(group.files[0]?.path ?? '');
  if (isWithin(imageDir, dir)) return 'own';
  const parent = dirOf(dir);
  if (!parent || !imageDir.startsWith(`${parent}/`)) return null;
  const shared = groups.some((g) => g !== group && g.files.some((f) => f.path.startsWith(`${parent}/`)));
  return shared ? null : 'sibling';
}

export function pathOf(file: FileLike & { webkitRelativePath?: string }): string {
  return file.webkitRelativePath || file.name;
}

/**
 * How picked files become books: one file is one book, except audio or html files that share a
 * folder, which become one multi-file book ordered by the natural sort of their paths. Images in an
 * HTML book's folder (or below it, like `images/`) ride along after its chapters; an image nearer
 * to no HTML book may be a book's cover; other images are skipped (images alone are not a book).
 */
export function groupFiles<F extends FileLike>(picked: PickedFile<F>[], newId: () => string): GroupedPick<F> {
  const sorted = [...picked].sort((a, b) => naturalCompare(a.path, b.path));
  const imagesByDir = new Map<string, PickedFile<F>[]>();
  const chapters = new Map<string, BookGroup<F>>();
  const groups: BookGroup<F>[] = [];
  const skipped: PickedFile<F>[] = [];

  for (const entry of sorted) {
    const kind = fileKindOf(entry.path);
    const dir = dirOf(entry.path);
    if (kind === 'image') {
      imagesByDir.set(dir, [...(imagesByDir.get(dir) ?? []), entry]);
      continue;
    }
    if (!isBookKind(kind)) {
      skipped.push(entry);
      continue;
    }
    const chapterKey = `${kind}:${dir}`;
    const existing = dir && CHAPTER_TYPES.has(kind) ? chapters.get(chapterKey) : undefined;
    if (existing) {
      existing.files.push(entry);
      continue;
    }
    const group: BookGroup<F> = { id: newId(), title: titleFromFileName(entry.path), type: kind, files: [entry], cover: null };
    if (dir && CHAPTER_TYPES.has(kind)) chapters.set(chapterKey, group);
    groups.push(group);
  }

  for (const group of groups) {
    const first = group.files[0];
    if (!first) continue;
    const dir = dirOf(first.path);
    if (group.files.length > 1) group.title = lastSegment(dir);
    group.cover = pickCover(imagesByDir.get(dir) ?? []);
  }
  // Each image joins the HTML book (in a folder) whose chapters are nearest above it.
  const htmlBooks = groups
    .filter((g) => g.type === 'html' && dirOf(g.files[0]?.path ?? ''))
    .sort((a, b) => dirOf(b.files[0]!.path).length - dirOf(a.files[0]!.path).length);
  const carried = new Set<PickedFile<F>>();
  for (const [dir, images] of imagesByDir) {
    const group = htmlBooks.find((g) => carries(g, groups, dir) === 'own') ?? htmlBooks.find((g) => carries(g, groups, dir) === 'sibling');
    if (!group) continue;
    group.files.push(...images);
    for (const image of images) carried.add(image);
  }
  for (const group of htmlBooks) {
    const chapters = group.files.filter((f) => !carried.has(f));
    const images = group.files.filter((f) => carried.has(f)).sort((a, b) => naturalCompare(a.path, b.path));
    group.files = [...chapters, ...images];
  }
  // Images no book took as a cover or carries are not books either.
  const covers = new Set(groups.map((g) => g.cover));
  for (const images of imagesByDir.values()) skipped.push(...images.filter((image) => !covers.has(image) && !carried.has(image)));

  return { groups, skipped, rootPath: commonRoot(picked.map((p) => p.path)) };
}

/** The top folder every path shares ('' for loose files). */
export function commonRoot(paths: string[]): string {
  const tops = new Set(paths.map((p) => (p.includes('/') ? p.split('/')[0] : '')));
  const [only] = tops;
  return tops.size === 1 && only ? only : '';
}
