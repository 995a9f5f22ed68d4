import { createReadStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { parseRange } from '../http/range';
import { object } from '../http/schemas';
import type { AttachmentUploadResponse } from '../contracts';
import { newId } from '../infra/newId';
import { stageStream } from '../infra/stagedFile';
import { overRateLimit } from './accessGuard';
import { ATTACHMENT_NAME } from '../domain/attachmentStore';
import { ATTACHMENT_MIME, attachmentKind } from './attachmentType';
import { identifyUploader } from './attachmentUploader';

/** How often expired attachments are swept away (they live for days, so hourly is plenty). */
const SWEEP_EVERY_MS = 3_600_000;

function quotaExceeded(quotaBytes: number, usedBytes: number): ApiError {
  const msg = `Your attachments may take ${quotaBytes} bytes; ${usedBytes} are in use until older ones expire`;
  return new ApiError(413, 'ATTACHMENT_QUOTA_EXCEEDED', msg, { quota_bytes: quotaBytes, used_bytes: usedBytes });
}

/**
 * `POST /openapi/v1/upload` (reference §2.6): a chat attachment stored under the data dir for a
 * signed-in user (or an access-password holder), within ATTACHMENT_QUOTA_BYTES, answered with
 * `{url}`; `GET /api/attachments/:name` serves it back until ATTACHMENT_TTL_DAYS have passed. The
 * URL is the capability (a random id), so the GET is public: the chat's images and the upstream
 * models the links are sent to must load it plainly.
 */
export async function attachmentRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { gateway } = ctx;
  const { attachments, config } = gateway;
  await app.register(fastifyMultipart, { limits: { fileSize: config.uploadMaxBytes + 1, files: 1, fields: 10, parts: 20 } });

  const sweep = () => void attachments.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'attachment sweep failed'));
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  const summary = 'Store a chat attachment (multipart field "file"); needs a signed-in user or the access password';
  app.post('/openapi/v1/upload', { config: { streamsBody: true }, schema: { tags: ['ai'], summary } }, async (request, reply) => {
    if (overRateLimit(gateway, request, reply)) return reply;
    const uploader = await identifyUploader(app, request, reply);
    if (!uploader) return reply;
    if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data in the field "file"');
    const quota = config.attachmentQuotaBytes;
    const used = await attachments.usage(uploader.quotaKey);
    // Refused before the body is read; the connection closes rather than draining it.
    if (used >= quota) {
      reply.header('connection', 'close');
      throw quotaExceeded(quota, used);
    }
    // Reading stops as soon as the file is over the size limit or the space left.
    const limit = Math.min(config.uploadMaxBytes, quota - used);
    let part;
    try {
      part = await request.file();
    } catch (error) {
      throw new ApiError(400, 'MALFORMED_MULTIPART', `The multipart body could not be read: ${(error as Error).message}`);
    }
    if (!part || part.fieldname !== 'file') throw new ApiError(400, 'VALIDATION_FAILED', 'Expected one file in the field "file"');
    let staged;
    try {
      staged = await stageStream(part.file, ctx.tmpDir, 'attachment', limit);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'STAGED_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE') {
        reply.header('connection', 'close');
        if (limit < config.uploadMaxBytes) throw quotaExceeded(quota, used);
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `An attachment may not exceed ${limit} bytes`, { max_bytes: limit });
      }
      throw new ApiError(400, 'MALFORMED_MULTIPART', `The file could not be read: ${(error as Error).message}`);
    }
    const kind = staged.size > 0 ? attachmentKind(staged.head, part.filename) : null;
    if (!kind) {
      await rm(staged.path, { force: true });
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Attachments may be images (png, jpeg, gif, webp), audio, PDF or plain text');
    }
    const name = `${newId()}.${kind.ext}`;
    // The row first: a file on disk always has one, so the sweep never mistakes it for a stray.
    const added = await attachments.add({ name, ownerId: uploader.ownerId, quotaKey: uploader.quotaKey, sizeBytes: staged.size }, quota);
    if (!added.ok) {
      await rm(staged.path, { force: true });
      throw quotaExceeded(quota, added.usedBytes);
    }
    try {
      await rename(staged.path, path.join(gateway.attachmentsDir, name));
    } catch (error) {
      await Promise.all([attachments.forget(name), rm(staged.path, { force: true })]);
      throw error;
    }
    const url = `${ctx.config.publicUrl ?? ''}/api/attachments/${name}`;
    const body: AttachmentUploadResponse = { url, name, size: staged.size, type: kind.mime, expires_at: added.expiresAt.toISOString() };
    return body;
  });

  app.get<{ Params: { name: string } }>(
    '/api/attachments/:name',
    // Stored bytes as they are: Range offsets name them (http/compression.ts).
    { compress: false, schema: { tags: ['ai'], summary: 'A stored chat attachment (until it expires)', params: object({ name: { type: 'string', pattern: ATTACHMENT_NAME } }, ['name']) } },
    async (request, reply) => {
      const { name } = request.params;
      const kind = ATTACHMENT_MIME[name.slice(name.lastIndexOf('.') + 1)];
      const file = path.join(gateway.attachmentsDir, name);
      // Expired ones are gone at once, not only when the next sweep deletes the file.
      const expiresAt = kind ? await attachments.expiry(name) : null;
      const info = expiresAt ? await stat(file).catch(() => null) : null;
      if (!kind || !expiresAt || !info) throw new ApiError(404, 'NOT_FOUND', 'No such attachment');
      const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - attachments.now()) / 1000));
      reply
        .header('content-type', kind.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `${kind.inline ? 'inline' : 'attachment'}; filename="${name}"`)
        // The link is a capability: kept out of shared caches, and by nobody past its expiry.
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .header('accept-ranges', 'bytes');
      const range = parseRange(request.headers.range, info.size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${info.size}`);
        throw new ApiError(416, 'RANGE_NOT_SATISFIABLE', `The file has ${info.size} bytes`);
      }
      if (!range) return reply.header('content-length', String(info.size)).send(createReadStream(file));
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
        .header('content-length', String(range.end - range.start + 1))
        .send(createReadStream(file, { start: range.start, end: range.end }));
    },
  );
}
