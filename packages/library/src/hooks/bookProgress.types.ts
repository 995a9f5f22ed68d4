/** Reading progress of a book, when the host knows it. */
export interface BookProgress {
  /** 0–100. */
  percent: number;
  /** The reader reached the end. */
  finished: boolean;
}
