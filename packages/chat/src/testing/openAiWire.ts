/** Builders for the exact bytes an OpenAI-compatible server sends (reference §2.2). */

let counter = 0;

export function completionChunk(model: string, delta: Record<string, string>, finishReason: string | null = null) {
  counter += 1;
  return {
    id: `chatcmpl-fake${counter}`,
    object: 'chat.completion.chunk',
    created: 1_700_000_000 + counter,
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
}

export function openAiErrorBody(message: string, type = 'invalid_request_error', code: string | null = null) {
  return { error: { message, type, param: null, code } };
}

/** The SSE text of a whole streamed reply: role chunk, reasoning, content, finish, `[DONE]`. */
export function streamText(options: {
  model: string;
  tokens: string[];
  reasoning?: string[];
  finishReason?: string;
  lineEnding?: '\n' | '\r\n';
}): string {
  const nl = options.lineEnding ?? '\n';
  const event = (payload: unknown) => `data: ${JSON.stringify(payload)}${nl}${nl}`;
  let out = event(completionChunk(options.model, { role: 'assistant', content: '' }));
  for (const piece of options.reasoning ?? []) out += event(completionChunk(options.model, { reasoning_content: piece }));
  for (const token of options.tokens) out += event(completionChunk(options.model, { content: token }));
  out += event(completionChunk(options.model, {}, options.finishReason ?? 'stop'));
  return `${out}data: [DONE]${nl}${nl}`;
}

/** Splits bytes at the given sizes (cycled), so boundaries land inside lines and UTF-8 sequences. */
export function splitBytes(bytes: Uint8Array, sizes: readonly number[]): Uint8Array[] {
  const parts: Uint8Array[] = [];
  let offset = 0;
  let i = 0;
  while (offset < bytes.length) {
    const size = Math.max(1, sizes.length === 0 ? bytes.length : (sizes[i % sizes.length] ?? 1));
    parts.push(bytes.subarray(offset, offset + size));
    offset += size;
    i += 1;
  }
  return parts;
}

/** Rough word-ish tokens, so replies stream like a model's do. */
export function tokenize(text: string): string[] {
  return text.match(/\s*\S+|\s+/g) ?? [];
}
