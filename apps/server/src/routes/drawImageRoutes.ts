import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { KeepDrawImageRequest } from '../contracts';
import {
  DRAW_IMAGE_NAME,
  drawImageRoom,
  drawImageTooLarge,
  findKeptImage,
  keepDrawImage,
  openDrawImage,
  presentDrawImage,
} from '../domain/drawImageService';
import { sweepStrayDrawImages } from '../domain/drawImageSweep';
import { accessHeader, overRateLimit } from '../gateway/accessGuard';
import { downloadImage, finishedImageUrl } from '../gateway/drawImageSource';
import { currentUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { detachedBody, discardBody } from '../http/requestBody';
import { object } from '../http/schemas';
import { detectImage } from '../infra/fileType';
import { stageStream } from '../infra/stagedFile';
import { sendStored } from './sendStored';

const id = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** How often stray kept-image bytes are looked for (they are judged after an hour, so hourly is plenty). */
const SWEEP_EVERY_MS = 3_600_000;

/** The types a sent image may be declared as; what it is gets sniffed from its bytes either way. */
const SENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/octet-stream'];

/**
 * `POST /api/draw/images` copies a finished drawing's image into our storage, since proxy and
 * DALL·E links expire (issue 19); `PUT /api/draw/images/:record_id` keeps bytes the client sends
 * (DALL·E's images, drawings restored from an archive); `GET /api/draw/images/:name` serves it to
 * its owner. The server asks the configured midjourney-proxy for the task itself and never fetches
 * an address the client names.
 */
export async function drawImageRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { gateway } = ctx;
  sweepStrays(app);

  app.post<{ Body: KeepDrawImageRequest }>(
    '/api/draw/images',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['draw'],
        summary: 'Keep the image of my finished Midjourney task for one draw record (201; 200 when already kept)',
        body: object({ record_id: id, task_id: id }, ['record_id', 'task_id']),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { record_id: recordId, task_id: taskId } = request.body;
      // Idempotent and cheap: a device retrying, or a second device, gets the copy already kept.
      const kept = await findKeptImage(ctx, user.id, recordId);
      if (kept) return reply.code(200).send(presentDrawImage(kept));
      if (overRateLimit(gateway, request, reply)) return reply;
      const room = await drawImageRoom(ctx, user.id);
      const imageUrl = await finishedImageUrl(gateway, taskId, accessHeader(request, 'mj-api-secret'));
      let staged;
      try {
        staged = await downloadImage(gateway, imageUrl, room.limit, ctx.tmpDir);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'PAYLOAD_TOO_LARGE') throw drawImageTooLarge(ctx, room);
        throw error;
      }
      try {
        const mime = staged.size > 0 ? detectImage(staged.head) : null;
        if (!mime) throw new ApiError(415, 'UNSUPPORTED_FORMAT', 'The drawing service did not answer with a png, jpeg, gif or webp image');
        const { row, created } = await keepDrawImage(ctx, user.id, { recordId, taskId, staged, mime });
        return reply.code(created ? 201 : 200).send(presentDrawImage(row));
      } finally {
        await rm(staged.path, { force: true });
      }
    },
  );

  await app.register(sentDrawImageRoute);

  app.get<{ Params: { name: string } }>(
    '/api/draw/images/:name',
    {
      // Stored bytes as they are (http/compression.ts).
      compress: false,
      schema: {
        tags: ['draw'],
        summary: 'A kept drawing image, by the name its owner was given (Range supported)',
        params: object({ name: { type: 'string', pattern: DRAW_IMAGE_NAME } }, ['name']),
      },
    },
    async (request, reply) => {
      const row = await openDrawImage(ctx, request.params.name);
      return sendStored(ctx, request, reply, {
        key: row.storageKey,
        mime: row.contentType,
        name: row.name,
        headers: {
          'content-security-policy': "default-src 'none'; sandbox",
          // The name is random per copy and its bytes never change.
          'cache-control': 'private, max-age=31536000, immutable',
        },
      });
    },
  );
}

/**
 * Sweeps kept-image bytes left without a row (`domain/drawImageSweep`) at start and hourly; one
 * sweep at a time, and the server's close waits for the one under way.
 */
function sweepStrays(app: FastifyInstance): void {
  let running: Promise<void> | null = null;
  const warn = (error: unknown) => app.log.warn({ err: error }, 'draw image sweep failed');
  const sweep = () => {
    running ??= sweepStrayDrawImages(app.ctx, warn)
      .then(() => undefined, warn)
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** The PUT in a scope of its own: its body stays an unread stream, and only there. */
async function sentDrawImageRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(SENT_IMAGE_TYPES, (_request, _payload, done) => done(null));

  app.put<{ Params: { record_id: string }; Querystring: { task_id?: string } }>(
    '/api/draw/images/:record_id',
    {
      config: { auth: 'user', streamsBody: true },
      schema: {
        tags: ['draw'],
        summary: 'Keep an image I send (the raw png, jpeg, gif or webp bytes) for one draw record (201; 200 when already kept)',
        params: object({ record_id: id }, ['record_id']),
        querystring: object({ task_id: id }, []),
        rawBodyTypes: SENT_IMAGE_TYPES,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { record_id: recordId } = request.params;
      const kept = await findKeptImage(ctx, user.id, recordId);
      if (kept) {
        // The copy already kept answers; the bytes sent again are read and dropped, not stored.
        if (!(await discardBody(request.raw, ctx.config.drawImageMaxBytes))) reply.header('connection', 'close');
        return reply.code(200).send(presentDrawImage(kept));
      }
      // Refusals before the body is read close the connection rather than read it.
      reply.header('connection', 'close');
      if (overRateLimit(ctx.gateway, request, reply)) return reply;
      const room = await drawImageRoom(ctx, user.id);
      if (Number(request.headers['content-length']) > room.limit) throw drawImageTooLarge(ctx, room);
      let staged;
      try {
        staged = await stageStream(detachedBody(request.raw), ctx.tmpDir, 'draw-image', room.limit);
      } catch (error) {
        if ((error as { code?: string }).code === 'STAGED_TOO_LARGE') throw drawImageTooLarge(ctx, room);
        if (request.raw.destroyed) throw new ApiError(499, 'CLIENT_CLOSED', 'The client closed the request');
        throw error;
      }
      // Read to the end: the connection can serve the next request.
      reply.removeHeader('connection');
      try {
        const mime = staged.size > 0 ? detectImage(staged.head) : null;
        if (!mime) throw new ApiError(415, 'UNSUPPORTED_FORMAT', 'The body is not a png, jpeg, gif or webp image');
        const { row, created } = await keepDrawImage(ctx, user.id, { recordId, taskId: request.query.task_id ?? null, staged, mime });
        return reply.code(created ? 201 : 200).send(presentDrawImage(row));
      } finally {
        await rm(staged.path, { force: true });
      }
    },
  );
}
