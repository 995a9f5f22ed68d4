/** What a reply has streamed so far. */
export interface StreamingText {
  content: string;
  reasoning: string;
}

/**
 * The reply being streamed, read live by the one message that shows it, so a delta re-renders that
 * message's tail and nothing else of the panel (the sidebar, composer and header stay as they are).
 */
export interface StreamingTextSource {
  /** Calls `onChange` whenever the reply may have grown; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  /** The reply so far: the same object until it grows; null once it has ended. */
  get(): StreamingText | null;
}
