import type { ComponentType, ReactNode } from 'react';
import type { ReaderFileRef, ReaderFormat } from '../../machines/readerFile';
import type { ReaderHead } from '../../machines/readerMachine';
import type { PdfHostOptions } from '../../pdf/pdfHostOptions';
import { AudioPlayer } from '../AudioPlayer/AudioPlayer';
import { EpubReader } from '../EpubReader/EpubReader';
import { HtmlReader } from '../HtmlReader/HtmlReader';
import { PdfReader } from '../PdfReader/PdfReader';
import { TxtReader } from '../TxtReader/TxtReader';
import { VideoPlayer } from '../VideoPlayer/VideoPlayer';

/** What BookReader hands every format's view once the file is ready. */
export interface ReaderEngineProps {
  /** The whole file, or null when the engine reads `url` itself (streamed formats). */
  bytes: Uint8Array | null;
  /** The file's first bytes while the whole is on its way (a large TXT opens from them). @default null */
  head?: ReaderHead | null | undefined;
  /** Called once the view has shown what it could of `head`: the whole file is downloaded from then. @default undefined */
  onNeedWhole?: (() => void) | undefined;
  /** The file's URL as the API gave it (may be relative to the API's base URL). */
  url: string | null;
  /** The resolved book with every file in reading order; streamed formats open these themselves. */
  file: ReaderFileRef | null;
  /** Library book id (server progress when logged in); null for a standalone source. */
  bookId: string | null;
  /** Local progress key: the book id or the source URL. */
  progressKey: string;
  /** The reader's "back" button (or null), for the engine to place in its toolbar. */
  backButton: ReactNode;
  /** Host options passed through BookReader, read by the engines that need them. */
  options: ReaderEngineOptions;
  /** A request found the file's signed address expired: renews the addresses now. @default undefined */
  onUrlExpired?: (() => void) | undefined;
}

/** Per-engine host options (see BookReader's props). */
export interface ReaderEngineOptions {
  /** BookReader's `pdf` prop: where pdf.js finds its worker and data files. @default undefined (the PDF engine uses `/pdfjs/`) */
  pdf?: PdfHostOptions | undefined;
}

export interface ReaderEngine {
  /** Fetches the engine's chunk while the bytes download, so opening does not wait for it after. */
  preload(): Promise<unknown>;
  View: ComponentType<ReaderEngineProps>;
  /** Text to read: the chrome leaves while reading (audio and video keep their controls). */
  immersive: boolean;
}

function TxtEngine({ bytes, head = null, onNeedWhole, bookId, progressKey, backButton }: ReaderEngineProps) {
  return bytes || head ? <TxtReader bytes={bytes} head={head} onNeedWhole={onNeedWhole} bookId={bookId} progressKey={progressKey} backButton={backButton} /> : null;
}

function EpubEngine({ bytes, bookId, progressKey, backButton }: ReaderEngineProps) {
  return bytes ? <EpubReader bytes={bytes} bookId={bookId} progressKey={progressKey} backButton={backButton} /> : null;
}

function PdfEngine({ bytes, url, file, bookId, progressKey, backButton, options, onUrlExpired }: ReaderEngineProps) {
  return <PdfReader bytes={bytes} url={url} head={file?.head} bookId={bookId} progressKey={progressKey} host={options.pdf} backButton={backButton} onUrlExpired={onUrlExpired} />;
}

function HtmlEngine({ file, bookId, progressKey, backButton }: ReaderEngineProps) {
  return file ? <HtmlReader file={file} bookId={bookId} progressKey={progressKey} backButton={backButton} /> : null;
}

function AudioEngine({ file, bookId, progressKey, backButton, onUrlExpired }: ReaderEngineProps) {
  return file ? <AudioPlayer file={file} bookId={bookId} progressKey={progressKey} backButton={backButton} onUrlExpired={onUrlExpired} /> : null;
}

function VideoEngine({ file, bookId, progressKey, backButton, onUrlExpired }: ReaderEngineProps) {
  return file ? <VideoPlayer file={file} bookId={bookId} progressKey={progressKey} backButton={backButton} onUrlExpired={onUrlExpired} /> : null;
}

// Media use the browser's own elements: nothing to preload.
const nothingToLoad = () => Promise.resolve();

/** One entry per format: how to preload its engine and which view renders it. */
export const readerEngines: Record<ReaderFormat, ReaderEngine | undefined> = {
  txt: { preload: () => import('../../txt/openTxt'), View: TxtEngine, immersive: true },
  epub: { preload: () => import('../../epub/openEpub'), View: EpubEngine, immersive: true },
  pdf: { preload: () => import('../../pdf/openPdf'), View: PdfEngine, immersive: true },
  html: { preload: () => import('../../html/openHtmlChapter'), View: HtmlEngine, immersive: true },
  audio: { preload: nothingToLoad, View: AudioEngine, immersive: false },
  video: { preload: nothingToLoad, View: VideoEngine, immersive: false },
};
