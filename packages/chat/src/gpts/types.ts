/** One GPT of the directory; `id` (`g-…`) becomes the chat model `gpt-4-gizmo-<id>` (reference §2.8). */
export interface Gpt {
  id: string;
  name: string;
  description: string;
  author?: string;
  /** Image URL (http(s) or data:image); none → the name's initials. */
  logo?: string;
}

/** Searches a GPTs directory; rejects on network or server errors. */
export interface GptsDirectory {
  search(query: string, signal?: AbortSignal): Promise<Gpt[]>;
}
