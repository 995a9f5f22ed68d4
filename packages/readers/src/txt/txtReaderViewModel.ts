import type { RefObject } from 'react';
import type { PageTapHandlers } from '../chrome/usePageTaps';
import type { ReaderProgress } from '../progress/readerProgress';
import type { ReaderSettings } from '../settings/readerSettings';
import type { TxtParagraph } from './chapterParagraphs';
import type { TxtEncoding } from './encodings';

/** The TXT reader's side panel: contents, settings, or none. */
export type TxtPanel = 'none' | 'contents' | 'settings';

/** What `useTxtReader` returns: the state and actions its view renders. */
export interface TxtReaderViewModel {
  /** Decoding the text and finding its chapters, or showing it. */
  phase: 'preparing' | 'ready';
  /** Titles of the chapters found in the text, in order (a preface first when there is one). */
  chapters: readonly string[];
  /** Index of the chapter on screen. */
  current: number;
  /** Title of the chapter on screen. */
  chapterTitle: string;
  /** The paragraphs of the chapter on screen. */
  paragraphs: readonly TxtParagraph[];
  /** 0..100, whole numbers. */
  percent: number;
  /** About how many minutes of reading are left in the chapter from the paragraph on screen; 0 or absent shows nothing. */
  minutesLeft?: number;
  /** The encoding the user chose; null decodes with the detected one ("Automatic"). */
  encoding: TxtEncoding | null;
  /** What detection found the last time it ran (shown beside "Automatic"). */
  detectedEncoding: TxtEncoding | null;
  /** Decodes the file again with this encoding; null goes back to detection. */
  setEncoding(encoding: TxtEncoding | null): void;
  /** Closes the panel and shows the chapter at this index from its start. */
  goTo(chapter: number): void;
  /** Attach to the element that holds the chapter's text (its paragraphs are watched to save the reading place). */
  contentRef: RefObject<HTMLDivElement | null>;
  /** The reader's page settings (theme, font size, line height…), remembered per device. */
  settings: ReaderSettings;
  /** Changes some settings. */
  updateSettings(patch: Partial<ReaderSettings>): void;
  /** The side panel open now: contents, settings, or none. */
  panel: TxtPanel;
  /** Opens a side panel, or closes it with `none`. */
  setPanel(panel: TxtPanel): void;
  /** The whole-book progress slider; absent while only the head of a large file is decoded. */
  progress?: ReaderProgress;
  /** Tap zones for the page on touch screens (edges scroll by a screen or change chapter, the middle shows or hides the chrome). */
  pageTaps?: PageTapHandlers;
}
