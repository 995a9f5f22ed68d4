export const PACKAGE_NAME = '@atelier/readers';

// TXT novel engine: pure functions, no DOM or React (the TXT view builds on them).
export { TXT_ENCODINGS, isTxtEncoding, type TxtEncoding } from './txt/encodings';
export { detectEncoding, type EncodingDetection, type EncodingReason } from './txt/detectEncoding';
export { decodeText, type DecodedTxt } from './txt/decodeText';
export { splitChapters, type SplitChaptersOptions, type TxtChapter } from './txt/splitChapters';
export { isChapterHeading } from './txt/chapterHeading';
export { chineseNumeral } from './txt/chineseNumeral';
export {
  formatTxtLocator,
  parseTxtLocator,
  txtLocatorAt,
  txtOffsetOf,
  type TxtLocator,
} from './txt/txtLocator';

// BookReader: the widget, its view, machine and hooks.
export { BookReader, type BookReaderProps, BookReaderView, type BookReaderViewProps } from './components/BookReader';
export { TxtReader, TxtReaderView, type TxtReaderViewProps } from './components/TxtReader';
export { EpubReader, EpubReaderView, type EpubReaderViewProps } from './components/EpubReader';
export { PdfReader, PdfReaderView, type PdfReaderViewProps } from './components/PdfReader';
export type { PdfHostOptions } from './pdf/pdfHostOptions';
export {
  type ReaderEngine,
  type ReaderEngineOptions,
  type ReaderEngineProps,
  readerEngines,
} from './components/BookReader/readerEngines';
export { type EpubReaderOptions, useEpubReader } from './hooks/useEpubReader';
export type { EpubReaderViewModel, EpubSearchState, ReaderPanel } from './epub/epubReaderViewModel';
export { type PdfReaderOptions, usePdfReader } from './hooks/usePdfReader';
export type { PdfHighlight, PdfPanel, PdfReaderViewModel, PdfSearchState } from './pdf/pdfReaderViewModel';
export { HtmlReader, HtmlReaderView, type HtmlReaderViewProps } from './components/HtmlReader';
export { AudioPlayer, AudioPlayerView, type AudioPlayerViewProps } from './components/AudioPlayer';
export { createReadersServices, type ReadersServices } from './services/createReadersServices';
export { useReadersServices } from './hooks/useReadersServices';
export { readerSettingsService } from './services/readerSettingsService';
export { createReaderSettingsStore, type ReaderSettingsStore } from './settings/createReaderSettingsStore';
export { PER_BOOK_SETTINGS_LIMIT, perBookSettingsKey } from './settings/perBookSettings';
export { VideoPlayer, VideoPlayerView, type VideoPlayerViewProps } from './components/VideoPlayer';
export { MediaControls, type MediaControlsProps, TrackListView } from './components/MediaControls';
export { type HtmlReaderOptions, useHtmlReader } from './hooks/useHtmlReader';
export type { HtmlPanel, HtmlReaderViewModel, HtmlSearchHit, HtmlTocEntry } from './html/htmlReaderViewModel';
export { BookSearchPanel, type BookSearchPanelProps } from './components/BookSearchPanel';
export type { BookSearchState } from './search/bookSearchState';
export { type MediaPlayerOptions, useMediaPlayer } from './hooks/useMediaPlayer';
export type { MediaPlayerViewModel, MediaStatus } from './media/mediaPlayerViewModel';
export {
  mediaPlayerMachine,
  PLAYBACK_RATE,
  type MediaCommand,
  type MediaElementEvent,
  type MediaErrorCode,
  type MediaPlayerContext,
  type MediaPlayerEvent,
  type MediaPosition,
  type MediaTrack,
  type SleepSetting,
} from './machines/mediaPlayerMachine';
export {
  htmlReaderMachine,
  type HtmlChapter,
  type HtmlChapterRef,
  type HtmlPlace,
  type HtmlReaderContext,
  type HtmlReaderEvent,
  type HtmlTarget,
  type HtmlTargetRequest,
} from './machines/htmlReaderMachine';
export { createMediaElementActor, createElementSlot } from './actors/createMediaElementActor';
export { formatHtmlLocator, parseHtmlLocator } from './html/htmlLocator';
export { addHeadingAnchors, type HtmlHeading } from './html/chapterHeadings';
export { findInText, type TextMatch as HtmlTextMatch } from './html/findInText';
export { formatClock, formatMediaLocator, parseMediaPosition } from './media/mediaTracks';
export { type BookReaderPhase, type BookReaderSource, type BookReaderState, useBookReader } from './hooks/useBookReader';
export { type TxtReaderOptions, useTxtReader } from './hooks/useTxtReader';
export type { TxtPanel, TxtReaderViewModel } from './txt/txtReaderViewModel';
export type { PageTapHandlers } from './chrome/usePageTaps';
export type { ProgressMark, ReaderProgress } from './progress/readerProgress';
export { ProgressSlider, type ProgressSliderProps } from './components/ReaderParts/ProgressSlider';
export { useReaderSettings } from './hooks/useReaderSettings';
export { useReadingProgress } from './hooks/useReadingProgress';
export { readerMachine, type ReaderContext, type ReaderEvent, type ReaderHead, type ReaderTarget, STREAMED_FORMATS } from './machines/readerMachine';
export { READER_FORMATS, type ReaderBookFile, type ReaderFileHead, type ReaderFileRef, type ReaderFormat } from './machines/readerFile';
export { type ReaderErrorCode, readerErrorCode } from './machines/readerError';
export { createReaderActors, fileOfBook } from './actors/createReaderActors';
export { createReaderApi, type ByteProgress, type ReaderApi } from './api/createReaderApi';
export { getBookRecord } from './api/getBookRecord';
export { createProgressSync, type ProgressSync, type ProgressSyncDeps, type StoredPosition } from './progress/createProgressSync';
export {
  defaultReaderSettings,
  FONT_SIZE,
  LINE_HEIGHT,
  READER_THEMES,
  readReaderSettings,
  type ReaderSettings,
  type ReaderTheme,
} from './settings/readerSettings';
export { TEXT_FONT_CSS, TEXT_FONT_FAMILIES, type TextFontFamily } from './settings/textFonts';
export { TextFontField, type TextFontFieldProps } from './components/ReaderParts/TextFontField';
export { chapterParagraphs, type TxtParagraph } from './txt/chapterParagraphs';
// EPUB and PDF: pure helpers (the engines themselves load with import()).
export { epubFraction, epubSectionAt, isEpubCfi, type EpubPlace } from './epub/epubLocator';
export { EPUB_SECTION_CSP, hardenSection, type HardenSectionOptions } from './epub/hardenSection';
export { REMOTE_IMAGE_PLACEHOLDER, type RemoteImageLabel } from './frame/remoteImagePlaceholder';
export { EPUB_FONT_FAMILIES, epubCss, type EpubFontFamily } from './epub/epubCss';
export type { EpubBook, EpubOpenOptions, EpubRendition, EpubSearchHit, EpubTocItem } from './epub/openEpub';
export type { PdfDocument, PdfOutlineItem, PdfPageSize, PdfSearchHit } from './pdf/openPdf';
export { pdfScale, stepZoom, zoomPercent, ZOOM_STEPS, type PdfZoom } from './pdf/pdfZoom';
export { createPdfLayout, formatPdfLocator, pageHeight, pageTop, pageWidth, parsePdfLocator, pdfFraction, placeAt, restorePlace, sheetWidth, totalHeight, visiblePages, type PdfLayout } from './pdf/pdfLayout';
export { clearTextLayerMarks, markTextLayer } from './pdf/markTextLayer';
export { textMatches, type SegmentRange, type TextMatch as PdfTextMatch } from './pdf/textMatches';
export { BOOK_THEMES, type BookTheme, defaultEpubSettings, type EpubSettings, readEpubSettings, resolveBookTheme } from './settings/bookSettings';
export { defaultPdfSettings, type PdfSettings, readPdfSettings } from './settings/pdfSettings';
export { readersNamespace, type ReadersMessages } from './i18n/readersNamespace';
export type { BytesEvent } from './machines/readerMachine';
export type { BookReaderCommonProps } from './components/BookReader/BookReader';
export type { EpubCssOptions } from './epub/epubCss';
export type { EpubFlow, EpubRelocation } from './epub/openEpub';
export type { EpubFlowSetting } from './settings/bookSettings';
export type { HtmlSearchState } from './html/htmlReaderViewModel';
export type { MediaPlayerInput } from './machines/mediaPlayerMachine';
export type { PdfPageRender } from './pdf/openPdf';
export type { PdfBoxSize } from './pdf/pdfZoom';
