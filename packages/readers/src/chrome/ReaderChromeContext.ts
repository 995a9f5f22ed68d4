import { createContext, useContext } from 'react';

/** How a format's view tells BookReader's chrome what the user did where its window listeners cannot hear (frames, tap zones). */
export interface ReaderChromeSignals {
  /** A page turn or scroll the user made. */
  read(): void;
  /** A tap in the middle of the page. */
  toggle(): void;
  /** A mouse move or another key inside a frame. */
  activity(): void;
}

const NONE: ReaderChromeSignals = { read: () => undefined, toggle: () => undefined, activity: () => undefined };

export const ReaderChromeContext = createContext<ReaderChromeSignals>(NONE);

/** The chrome's signals of the BookReader around, or ones that do nothing outside one. */
export const useReaderChromeSignals = () => useContext(ReaderChromeContext);
