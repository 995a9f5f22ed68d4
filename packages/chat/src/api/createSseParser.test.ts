import { describe, expect, it } from 'vitest';
import { splitBytes, streamText } from '../testing/openAiWire';
import { createSseParser } from './createSseParser';

const encode = (text: string) => new TextEncoder().encode(text);

function parseAll(parts: (Uint8Array | string)[]) {
  const parser = createSseParser();
  const events = parts.flatMap((part) => parser.feed(part));
  return [...events, ...parser.end()].map((e) => e.data);
}

describe('createSseParser', () => {
  const text = streamText({ model: 'm', tokens: ['你好', '，', '世界 🌍', ' ok'] });
  const whole = parseAll([encode(text)]);

  it('yields one data payload per event, ending with [DONE]', () => {
    expect(whole).toHaveLength(7);
    expect(whole.at(-1)).toBe('[DONE]');
    expect(JSON.parse(whole[2] ?? '').choices[0].delta.content).toBe('，');
  });

  it.each([[[1]], [[2]], [[3, 1]], [[5, 7, 1, 2]], [[64]]])('gives the same events when cut every %j bytes', (sizes) => {
    expect(parseAll(splitBytes(encode(text), sizes))).toEqual(whole);
  });

  it('keeps multi-byte characters whole when a chunk ends inside one', () => {
    const bytes = encode('data: 🌍\n\n');
    const events = parseAll([bytes.subarray(0, 8), bytes.subarray(8)]);
    expect(events).toEqual(['🌍']);
  });

  it('handles CRLF split between \\r and \\n, and bare CR', () => {
    expect(parseAll(['data: a\r', '\n\r', '\ndata: b\r\r'])).toEqual(['a', 'b']);
  });

  it('joins multi-line data, skips comments and other fields, strips one leading space', () => {
    expect(parseAll([': keep-alive\n', 'event: x\nid: 1\ndata:  two\ndata:three\n\n'])).toEqual([' two\nthree']);
  });

  it('dispatches a last event that never got its blank line', () => {
    expect(parseAll(['data: [DONE]'])).toEqual(['[DONE]']);
  });

  it('ignores a byte-order mark at the start', () => {
    expect(parseAll(['\uFEFFdata: x\n\n'])).toEqual(['x']);
  });
});
