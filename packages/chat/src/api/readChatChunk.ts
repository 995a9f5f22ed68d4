import { ApiRequestError } from '@atelier/core';
import type { ChatStreamDelta } from './types';

export const DONE = Symbol('done');

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The message of an OpenAI error body (`{error:{message}}`, `{error:"…"}` or `{message}`), if any. */
export function readErrorMessage(body: unknown): string | null {
  if (!isObject(body)) return null;
  const { error } = body;
  if (typeof error === 'string') return error;
  if (isObject(error) && typeof error.message === 'string') return error.message;
  if (typeof body.message === 'string' && (body.code !== undefined || body.status !== undefined)) return body.message;
  // The own server's error shape (DESIGN §4): `{code, msg}`.
  if (typeof body.msg === 'string' && body.code !== undefined) return body.msg;
  return null;
}

/**
 * Turns one SSE `data` payload of a chat completion stream into deltas; `DONE` for `[DONE]`.
 * An error object mid-stream (some proxies send one with status 200) throws.
 */
export function readChatChunk(data: string): ChatStreamDelta[] | typeof DONE {
  const trimmed = data.trim();
  if (trimmed === '[DONE]') return DONE;
  if (trimmed === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch (cause) {
    throw new ApiRequestError('UPSTREAM_ERROR', `Malformed stream data: ${trimmed.slice(0, 120)}`, 200, undefined, { cause });
  }
  const errorMessage = readErrorMessage(parsed);
  if (errorMessage !== null) throw new ApiRequestError('UPSTREAM_ERROR', errorMessage, 200);
  if (!isObject(parsed) || !Array.isArray(parsed.choices)) return [];
  const choice: unknown = parsed.choices[0];
  if (!isObject(choice)) return [];
  const deltas: ChatStreamDelta[] = [];
  const delta = isObject(choice.delta) ? choice.delta : isObject(choice.message) ? choice.message : null;
  if (delta) {
    if (typeof delta.reasoning_content === 'string' && delta.reasoning_content !== '') {
      deltas.push({ type: 'reasoning', text: delta.reasoning_content });
    }
    if (typeof delta.content === 'string' && delta.content !== '') deltas.push({ type: 'content', text: delta.content });
  }
  if (typeof choice.finish_reason === 'string') deltas.push({ type: 'finish', reason: choice.finish_reason });
  return deltas;
}
