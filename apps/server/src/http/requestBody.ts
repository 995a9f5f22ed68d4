import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';

/**
 * A raw request body (a route whose content-type parser leaves it unread) as a stream of its own.
 * A pipeline destroys its source when it fails, at a size limit say, and destroying a request
 * destroys its socket: the 413 would never reach the client. Destroying this stream only unpipes
 * (and pauses) the request, so the handler can still answer. A client that goes away mid-body
 * ends it with an error, which a plain pipe would not pass on.
 */
export function detachedBody(raw: IncomingMessage): Readable {
  const body = new PassThrough();
  const fail = (error?: Error) => body.destroy(error ?? new Error('The client closed the request'));
  raw.on('error', fail);
  raw.once('close', () => {
    if (!raw.complete) fail();
  });
  raw.pipe(body);
  return body;
}

/**
 * Reads and drops a body the handler has no use for, so a client that sends its whole request
 * before reading the answer (as HTTP clients do) hears it on a connection that stays usable.
 * Stops past `maxBytes` or when the client goes away: false, and the caller closes the connection.
 */
export function discardBody(raw: IncomingMessage, maxBytes: number): Promise<boolean> {
  if (raw.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (ended: boolean) => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      raw.off('error', onClose);
      if (!ended) raw.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(false);
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('close', onClose);
    raw.on('error', onClose);
  });
}
