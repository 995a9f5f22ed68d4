/** A text the exact token counter is asked to count (main thread → token worker). */
export interface TokenCountRequest {
  /** Echoed in the reply, so answers find their request. */
  id: number;
  /** The text to count. */
  text: string;
}

/** The token worker's answer to request `id`: its count, or why it could not count. */
export type TokenCountReply = { id: number; count: number } | { id: number; error: string };

/** What the token worker does with one request; apart from the worker so it is tested with the real tokenizer. */
export function answerTokenCount(request: TokenCountRequest, countTokens: (text: string) => number): TokenCountReply {
  try {
    return { id: request.id, count: countTokens(request.text) };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}
