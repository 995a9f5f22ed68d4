/** One dispatched server-sent event (only the fields OpenAI-compatible servers use). */
export interface SseEvent {
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds raw bytes or text; returns the events completed by this chunk. */
  feed(chunk: Uint8Array | string): SseEvent[];
  /** Ends the stream: dispatches a final event that lacked its blank line. */
  end(): SseEvent[];
}

/**
 * Incremental `text/event-stream` parser (WHATWG HTML §9.2.6): chunk boundaries may fall
 * anywhere, inside a UTF-8 sequence, a line, or between `\r` and `\n`.
 */
export function createSseParser(): SseParser {
  const decoder = new TextDecoder('utf-8');
  let buffer = '';
  let dataLines: string[] = [];
  let eventName = '';
  let pendingCarriageReturn = false;
  let sawFirstChunk = false;

  function dispatch(out: SseEvent[]) {
    if (dataLines.length > 0) out.push({ event: eventName || 'message', data: dataLines.join('\n') });
    dataLines = [];
    eventName = '';
  }

  function processLine(line: string, out: SseEvent[]) {
    if (line === '') return dispatch(out);
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') dataLines.push(value);
    else if (field === 'event') eventName = value;
  }

  function consume(text: string): SseEvent[] {
    const out: SseEvent[] = [];
    if (!sawFirstChunk && text.length > 0) {
      sawFirstChunk = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    if (pendingCarriageReturn && text.startsWith('\n')) text = text.slice(1);
    pendingCarriageReturn = false;
    buffer += text;
    let start = 0;
    for (let i = 0; i < buffer.length; i++) {
      const ch = buffer.charCodeAt(i);
      if (ch !== 10 && ch !== 13) continue;
      processLine(buffer.slice(start, i), out);
      if (ch === 13) {
        if (i + 1 === buffer.length) pendingCarriageReturn = true;
        else if (buffer.charCodeAt(i + 1) === 10) i++;
      }
      start = i + 1;
    }
    buffer = buffer.slice(start);
    return out;
  }

  return {
    feed: (chunk) => consume(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })),
    end() {
      const out = consume(decoder.decode());
      if (buffer !== '') processLine(buffer, out);
      buffer = '';
      dispatch(out);
      return out;
    },
  };
}
