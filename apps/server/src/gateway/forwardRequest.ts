import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Dispatcher, stream as streamUpstream } from 'undici';
import { ApiError } from '../http/errors';
import { RELAYED_SECURITY_HEADERS } from '../http/securityHeaders';
import { clientResponseHeaders, upstreamRequestHeaders } from './forwardHeaders';

export interface ForwardOptions {
  url: URL;
  credential: [string, string] | null;
  dispatcher: Dispatcher;
  timeoutMs: number;
  bodyLimitBytes: number;
}

/** Why the gateway itself gave up on an upstream call. */
class Stop extends Error {
  constructor(readonly why: 'timeout' | 'client-gone' | 'too-large') {
    super(why);
  }
}

const NO_BODY = new Set(['GET', 'HEAD']);

/** Counts request bytes on their way upstream; over the limit it stops the call. */
function meteredBody(source: Readable, limit: number, stop: (why: Stop) => void): Readable {
  let seen = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen <= limit) return done(null, chunk);
      const reason = new Stop('too-large');
      stop(reason);
      source.unpipe(meter);
      done(reason);
    },
  });
  source.pipe(meter);
  return meter;
}

/**
 * Relays one request upstream and streams the answer back as it arrives: SSE chunks, audio,
 * error JSON alike, with no buffering on either side. A client that goes away cancels the
 * upstream call; so do the timeout and the body limit.
 */
export async function forwardRequest(request: FastifyRequest, reply: FastifyReply, options: ForwardOptions): Promise<FastifyReply> {
  const controller = new AbortController();
  const stop = (reason: Stop) => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  const timer = setTimeout(() => stop(new Stop('timeout')), options.timeoutMs);
  // 'close' before the response has finished means the client left (Stop button, closed tab).
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) stop(new Stop('client-gone'));
  });
  const method = request.method;
  const body = NO_BODY.has(method) ? null : meteredBody(request.raw, options.bodyLimitBytes, stop);
  try {
    // undici writes the reply body straight into the client's response: no stream in between.
    await streamUpstream(
      options.url,
      {
        method: method as Dispatcher.HttpMethod,
        headers: upstreamRequestHeaders(request.headers, options.credential),
        body,
        signal: controller.signal,
        dispatcher: options.dispatcher,
        headersTimeout: options.timeoutMs,
        // Also the longest silence inside a streamed reply before it is cut.
        bodyTimeout: options.timeoutMs,
      },
      ({ statusCode, headers }) => {
        clearTimeout(timer);
        reply.hijack();
        const res = reply.raw;
        res.statusCode = statusCode;
        for (const [name, value] of clientResponseHeaders(headers)) res.setHeader(name, value);
        // After the upstream's own: its policy and type claims never decide what runs here.
        for (const [name, value] of Object.entries(RELAYED_SECURITY_HEADERS)) res.setHeader(name, value);
        if (String(headers['content-type'] ?? '').startsWith('text/event-stream')) {
          // Reverse proxies in front of this server must not hold SSE chunks back either.
          res.setHeader('x-accel-buffering', 'no');
          res.setHeader('cache-control', 'no-cache');
        }
        return res;
      },
    );
    return reply;
  } catch (error) {
    clearTimeout(timer);
    // Once the reply has started, all that is left is to stop: the client sees a cut stream.
    if (reply.sent) {
      if (!reply.raw.destroyed) reply.raw.destroy();
      return reply;
    }
    const failure = toApiError(controller.signal.reason, error, reply, options);
    if (failure.statusCode >= 500) request.log.warn({ err: error, upstream: options.url.origin }, failure.code);
    throw failure;
  }
}

function toApiError(reason: unknown, error: unknown, reply: FastifyReply, options: ForwardOptions): ApiError {
  if (reason instanceof Stop) {
    if (reason.why === 'too-large') {
      // The rest of the body is not read: the connection cannot be reused.
      reply.header('connection', 'close');
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', `The request body may not exceed ${options.bodyLimitBytes} bytes`);
    }
    if (reason.why === 'timeout') return timeout(options);
    // Nobody is listening any more; the status only shows in the log.
    return new ApiError(499, 'CLIENT_CLOSED', 'The client closed the request');
  }
  const code = (error as { code?: string }).code ?? '';
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') return timeout(options);
  if (code === 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH') {
    return new ApiError(400, 'BAD_REQUEST', 'The request body did not match its Content-Length');
  }
  // The upstream's address stays in the log: it may be an internal host name.
  return new ApiError(502, 'UPSTREAM_UNREACHABLE', 'The AI service could not be reached');
}

function timeout(options: ForwardOptions): ApiError {
  return new ApiError(504, 'UPSTREAM_TIMEOUT', `The AI service did not answer within ${options.timeoutMs} ms`);
}
