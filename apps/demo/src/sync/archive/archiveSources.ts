import type { ChatPrefs, ChatStore } from '@atelier/chat';
import type { DrawStore } from '@atelier/draw';
import type { ReaderSettingsStore } from '@atelier/readers';
import type { ArchivedProgress } from './archiveFormat';

/** Where an account's data is read from and written back to; the demo passes the signed-in account's. */
export interface ArchiveSources {
  chat: ChatStore;
  prefs: Pick<ChatPrefs, 'settings' | 'prompts' | 'recentGpts'>;
  readerSettings: ReaderSettingsStore;
  draw: DrawStore;
  /** An image our server keeps for a drawing (needs no token), or null when it cannot be had. */
  fetchImage(url: string): Promise<Blob | null>;
  /** A page of the account's reading positions, newest first. */
  readingPositions(offset: number, limit: number): Promise<ArchivedProgress[]>;
  /** Saves a reading position; false when the book is not there to open (another server, deleted). */
  saveReadingPosition(progress: ArchivedProgress): Promise<boolean>;
  /** Has the server keep a drawing's image; answers its address, or null when it is not kept. */
  keepImage(recordId: string, image: Blob): Promise<string | null>;
}

/** How far a long export or import has come, for its progress bar. */
export interface ArchiveProgress {
  step: 'chats' | 'drawings' | 'books' | 'packing';
  done: number;
  total: number;
}
