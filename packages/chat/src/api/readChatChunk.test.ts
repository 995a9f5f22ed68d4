import { describe, expect, it } from 'vitest';
import { completionChunk, openAiErrorBody } from '../testing/openAiWire';
import { ApiRequestError } from '@atelier/core';
import { DONE, readChatChunk } from './readChatChunk';

describe('readChatChunk', () => {
  it('reads content, reasoning and finish_reason', () => {
    expect(readChatChunk(JSON.stringify(completionChunk('m', { content: 'Hi' })))).toEqual([{ type: 'content', text: 'Hi' }]);
    expect(readChatChunk(JSON.stringify(completionChunk('m', { reasoning_content: 'hmm' })))).toEqual([
      { type: 'reasoning', text: 'hmm' },
    ]);
    expect(readChatChunk(JSON.stringify(completionChunk('m', {}, 'length')))).toEqual([{ type: 'finish', reason: 'length' }]);
  });

  it('returns DONE for [DONE] and nothing for the role-only first chunk', () => {
    expect(readChatChunk('[DONE]')).toBe(DONE);
    expect(readChatChunk(JSON.stringify(completionChunk('m', { role: 'assistant', content: '' })))).toEqual([]);
  });

  it('throws the upstream message for an OpenAI error object', () => {
    expect(() => readChatChunk(JSON.stringify(openAiErrorBody('Rate limit reached')))).toThrowError(
      new ApiRequestError('UPSTREAM_ERROR', 'Rate limit reached', 200),
    );
  });

  it('throws on malformed JSON', () => {
    expect(() => readChatChunk('{"choices":')).toThrow(/Malformed/);
  });
});
