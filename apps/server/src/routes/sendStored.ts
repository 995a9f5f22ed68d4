import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { parseRange } from '../http/range';

export interface StoredFile {
  key: string;
  mime: string;
  name: string;
  /** Replace the defaults (e.g. an immutable cache policy for a name that never changes content). */
  headers?: Record<string, string>;
}

/** Streams stored bytes with Range (206/416), a strong ETag and If-None-Match/If-Range support. */
export async function sendStored(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, file: StoredFile) {
  const info = await ctx.storage.stat(file.key);
  if (!info) throw new ApiError(404, 'NOT_FOUND', 'The file is missing from storage');
  const etag = `"${info.version}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('cache-control', 'private, max-age=0, must-revalidate')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('content-type', file.mime);
  for (const [name, value] of Object.entries(file.headers ?? {})) reply.header(name, value);
  if (file.mime.startsWith('text/html')) {
    // Uploaded HTML must never run with the app's origin, even when opened directly.
    reply.header('content-security-policy', "sandbox; default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; media-src 'self'");
  }
  const inm = request.headers['if-none-match'];
  if (inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === '*')) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? null : parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${info.size}`);
    throw new ApiError(416, 'RANGE_NOT_SATISFIABLE', `The file has ${info.size} bytes`);
  }
  if (!range) {
    reply.header('content-length', String(info.size));
    return reply.code(200).send(await ctx.storage.read(file.key));
  }
  reply
    .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
    .header('content-length', String(range.end - range.start + 1));
  return reply.code(206).send(await ctx.storage.read(file.key, range));
}
