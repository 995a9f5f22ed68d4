import type { ReaderFileRef } from '../machines/readerFile';
import { resolveFileUrl } from '../media/mediaTracks';

/**
 * Old address → new one for every file of the book whose address changed between two copies of it
 * (a private book's signed URLs, renewed while it is open), resolved as the chapters use them.
 */
export function movedFileUrls(before: ReaderFileRef, after: ReaderFileRef, baseUrl: string): ReadonlyMap<string, string> {
  const now = new Map((after.files ?? []).map((f) => [f.index, resolveFileUrl(baseUrl, f.url)]));
  const moved = new Map<string, string>();
  for (const f of before.files ?? []) {
    const old = resolveFileUrl(baseUrl, f.url);
    const fresh = now.get(f.index);
    if (fresh !== undefined && fresh !== old) moved.set(old, fresh);
  }
  return moved;
}
