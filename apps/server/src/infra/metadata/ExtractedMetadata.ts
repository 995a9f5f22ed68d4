/** What an upload's own bytes say about it: all optional, since any of it may be missing or unreadable. */
export interface ExtractedMetadata {
  title?: string;
  author?: string;
  description?: string;
  cover?: { bytes: Buffer; mime: string };
  /** Audio and video only. */
  durationS?: number;
}
