import type { ReaderFormat } from '../../machines/readerFile';

/**
 * The lazily loaded chunk of each format's engine, apart from the views: a host may start one
 * before BookReader mounts (`preloadBook`) without bundling the readers' components with it.
 * Media use the browser's own elements: nothing to load.
 */
export const engineChunks: Record<ReaderFormat, () => Promise<unknown>> = {
  txt: () => import('../../txt/openTxt'),
  epub: () => import('../../epub/openEpub'),
  pdf: () => import('../../pdf/openPdf'),
  html: () => import('../../html/openHtmlChapter'),
  audio: () => Promise.resolve(),
  video: () => Promise.resolve(),
};
