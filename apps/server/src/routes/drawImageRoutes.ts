import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { KeepDrawImageRequest } from '../contracts';
import {
  DRAW_IMAGE_NAME,
  drawImageQuotaExceeded,
  drawImageUsage,
  findKeptImage,
  keepDrawImage,
  openDrawImage,
  presentDrawImage,
} from '../domain/drawImageService';
import { accessHeader, overRateLimit } from '../gateway/accessGuard';
import { downloadImage, finishedImageUrl } from '../gateway/drawImageSource';
import { currentUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { object } from '../http/schemas';
import { detectImage } from '../infra/fileType';
import { sendStored } from './sendStored';

const id = { type: 'string', minLength: 1, maxLength: 200 } as const;

/**
 * `POST /api/draw/images` copies a finished drawing's image into our storage, since proxy and
 * DALL·E links expire (issue 19); `GET /api/draw/images/:name` serves it to its owner. The server
 * asks the configured midjourney-proxy for the task itself and never fetches an address the
 * client names.
 */
export async function drawImageRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { gateway } = ctx;

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
      const quota = ctx.config.drawImageQuotaBytes;
      const used = await drawImageUsage(ctx, user.id);
      if (used >= quota) throw drawImageQuotaExceeded(quota, used);
      const imageUrl = await finishedImageUrl(gateway, taskId, accessHeader(request, 'mj-api-secret'));
      // Reading stops at the size limit or at the space left, whichever comes first.
      const limit = Math.min(ctx.config.drawImageMaxBytes, quota - used);
      let staged;
      try {
        staged = await downloadImage(gateway, imageUrl, limit, ctx.tmpDir);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'PAYLOAD_TOO_LARGE' && limit < ctx.config.drawImageMaxBytes) throw drawImageQuotaExceeded(quota, used);
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

  app.get<{ Params: { name: string } }>(
    '/api/draw/images/:name',
    {
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
