import { createReadStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { parseRange } from '../http/range';
import { object } from '../http/schemas';
import { newId } from '../infra/newId';
import { stageStream } from '../infra/stagedFile';
import { checkAccess, overRateLimit } from './accessGuard';
import { ATTACHMENT_MIME, attachmentKind } from './attachmentType';

const NAME = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.[a-z0-9]{1,5}$';

/**
 * `POST /openapi/v1/upload` (reference §2.6): a chat attachment stored under the data dir,
 * answered with `{url}`; `GET /api/attachments/:name` serves it back. The URL is the capability
 * (a random id), so the GET is public: images in the chat and vision models must load it plainly.
 */
export async function attachmentRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { gateway } = ctx;
  await app.register(fastifyMultipart, { limits: { fileSize: gateway.config.uploadMaxBytes + 1, files: 1, fields: 10, parts: 20 } });

  app.post('/openapi/v1/upload', { config: { streamsBody: true }, schema: { tags: ['ai'], summary: 'Store a chat attachment (multipart field "file")' } }, async (request, reply) => {
    if (overRateLimit(gateway, request, reply)) return reply;
    // The password is needed even with an own AI key: the file lands on this server's disk.
    if ('denied' in checkAccess(gateway, request, reply, null)) return reply;
    if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data in the field "file"');
    const limit = gateway.config.uploadMaxBytes;
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
    await rename(staged.path, path.join(gateway.attachmentsDir, name));
    const url = `${ctx.config.publicUrl ?? ''}/api/attachments/${name}`;
    return { url, name, size: staged.size, type: kind.mime };
  });

  app.get<{ Params: { name: string } }>(
    '/api/attachments/:name',
    { schema: { tags: ['ai'], summary: 'A stored chat attachment', params: object({ name: { type: 'string', pattern: NAME } }, ['name']) } },
    async (request, reply) => {
      const { name } = request.params;
      const kind = ATTACHMENT_MIME[name.slice(name.lastIndexOf('.') + 1)];
      const file = path.join(gateway.attachmentsDir, name);
      const info = kind ? await stat(file).catch(() => null) : null;
      if (!kind || !info) throw new ApiError(404, 'NOT_FOUND', 'No such attachment');
      reply
        .header('content-type', kind.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `${kind.inline ? 'inline' : 'attachment'}; filename="${name}"`)
        .header('cache-control', 'public, max-age=31536000, immutable')
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
