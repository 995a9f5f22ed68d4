import type { ReaderApi } from '../api/createReaderApi';
import type { RemoteImageLabel } from '../frame/remoteImagePlaceholder';
import type { HtmlChapter, HtmlChapterRef } from '../machines/htmlReaderMachine';
import type { ReaderFileRef } from '../machines/readerFile';
import { resolveFileUrl } from '../media/mediaTracks';
import { resolveBookPath } from './resolveBookPath';

export interface HtmlChapterLoaderOptions {
  api: ReaderApi;
  apiBaseUrl: string;
  /** The newest book file and its chapters: a private book's signed addresses are renewed while it is open. */
  latest(): { file: ReaderFileRef; chapters: ReadonlyArray<HtmlChapterRef & { path: string }> };
  /** The translated alt text of a remote image's placeholder. */
  remoteImageLabel: RemoteImageLabel;
}

const loadEngine = () => import('./openHtmlChapter');

/**
 * One path for the reader and for search: fetch (or the local blob), decode, sanitize. Addresses
 * are read at each load, so a chapter opened an hour in, and its images, use ones that still work.
 */
export function htmlChapterLoader({ api, apiBaseUrl, latest, remoteImageLabel }: HtmlChapterLoaderOptions) {
  return async (ref: HtmlChapterRef, signal: AbortSignal): Promise<HtmlChapter> => {
    const { file, chapters } = latest();
    const byPath = new Map(chapters.map((c, i) => [c.path, i]));
    const assets = new Map((file.files ?? []).map((f) => [f.path, resolveFileUrl(apiBaseUrl, f.url)]));
    const chapterRef = chapters.find((c) => c.index === ref.index);
    const from = chapterRef?.path ?? '';
    const url = chapterRef?.url ?? ref.url;
    const bytesPromise = file.blob && !file.files ? file.blob.arrayBuffer().then((b) => new Uint8Array(b)) : api.getBytes(url, () => undefined, signal);
    const [engine, bytes] = await Promise.all([loadEngine(), bytesPromise]);
    return engine.openHtmlChapter(bytes, {
      resolveAsset: (src) => assets.get(resolveBookPath(from, src)) ?? null,
      chapterOf: (href) => byPath.get(resolveBookPath(from, href)) ?? null,
      remoteImageLabel,
    });
  };
}
