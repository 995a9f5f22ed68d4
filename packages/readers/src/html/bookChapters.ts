import type { HtmlChapterRef } from '../machines/htmlReaderMachine';
import type { ReaderBookFile, ReaderFileRef } from '../machines/readerFile';
import { resolveFileUrl, trackTitle } from '../media/mediaTracks';

/** Images the chapters show (served as `image/*`, or named so by an older server); never chapters. */
export function isBookImage(file: Pick<ReaderBookFile, 'mime' | 'name' | 'path'>): boolean {
  if (file.mime) return file.mime.toLowerCase().startsWith('image/');
  return /\.(png|jpe?g|gif|webp)$/i.test(file.path || file.name);
}

/**
 * Every html file of the book in reading order (or the one standalone file), with absolute URLs.
 * Images are files of the book too but not chapters: they are left out, and a chapter keeps its
 * `file_index`, so a stored `"file:fraction"` still names the same chapter.
 */
export function chaptersOf(file: ReaderFileRef, baseUrl: string): Array<HtmlChapterRef & { path: string }> {
  const chapters = (file.files ?? []).filter((f) => !isBookImage(f));
  if (chapters.length > 0) {
    return chapters.map((f) => ({ index: f.index, title: trackTitle(f), url: resolveFileUrl(baseUrl, f.url), path: f.path || f.name }));
  }
  return [{ index: 0, title: file.title, url: file.url !== undefined ? resolveFileUrl(baseUrl, file.url) : '', path: '' }];
}

