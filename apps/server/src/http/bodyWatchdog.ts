import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TimeoutConfig } from '../config';
import { errorCodeFor } from './errors';

/**
 * Answers in the API's error shape straight on the socket and closes it: what Node does for its
 * own timeouts and parse errors, which can strike while Fastify or a hijacking handler (tus, the
 * AI relay) still holds the response. With `status` null (an answer has already begun) it only closes.
 */
export function closeWithError(socket: Socket, status: number | null, msg: string, requestId?: string): void {
  if (socket.destroyed) return;
  if (status !== null && socket.writable) {
    const body = JSON.stringify({ code: errorCodeFor(status), msg });
    const id = requestId ? `x-request-id: ${requestId}\r\n` : '';
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n${id}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Node's own `requestTimeout` counts a request's whole life, so it would cut a large upload on a
 * slow line as surely as a client trickling a byte every few seconds. Instead each body is watched
 * from its head on: an ordinary one must be complete within `requestMs`; one on a route marked
 * `streamsBody` (tus, the book upload, the AI relay) may take as long as it needs while it keeps
 * coming at `uploadMinBytesPerSecond`. Must be registered before any other onRequest hook, so an
 * early answer (401, 404) does not leave a trickling body unwatched.
 */
export function registerBodyWatchdog(app: FastifyInstance, limits: TimeoutConfig): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.raw.complete) watch(request, reply, limits);
    done();
  });
}

function watch(request: FastifyRequest, reply: FastifyReply, limits: TimeoutConfig): void {
  const req = request.raw;
  const socket = req.socket;
  let timer: NodeJS.Timeout | undefined;
  const stop = () => {
    clearTimeout(timer);
    req.off('end', stop);
    socket.off('close', stop);
  };
  const cut = (msg: string) => {
    stop();
    request.log.info({ bytesRead: socket.bytesRead }, msg);
    closeWithError(socket, reply.raw.headersSent ? null : 408, msg, request.id);
  };
  req.once('end', stop);
  socket.once('close', stop);

  if (request.routeOptions.config.streamsBody !== true) {
    timer = setTimeout(() => (req.complete ? stop() : cut(`The request body did not arrive within ${limits.requestMs} ms`)), limits.requestMs).unref();
    return;
  }
  const windowMs = limits.uploadRateWindowMs;
  const minRate = limits.uploadMinBytesPerSecond;
  let since = Date.now();
  let bytesThen = socket.bytesRead;
  const tick = () => {
    if (req.complete) return stop();
    const now = Date.now();
    const elapsed = now - since;
    const received = socket.bytesRead - bytesThen;
    since = now;
    bytesThen = socket.bytesRead;
    // Bytes waiting unread mean this server is the slow one (disk, upstream, a hook); a timer
    // firing late means it was too busy to look. Neither window counts against the client.
    const judged = req.readableLength === 0 && elapsed < 2 * windowMs;
    if (judged && received * 1000 < minRate * elapsed) {
      return cut(`The upload slowed below ${minRate} bytes/s (${received} bytes in ${elapsed} ms)`);
    }
    timer = setTimeout(tick, windowMs).unref();
  };
  timer = setTimeout(tick, windowMs).unref();
}
