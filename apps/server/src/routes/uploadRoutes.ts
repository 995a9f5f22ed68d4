import { rm } from 'node:fs/promises';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BOOK_VISIBILITIES } from '../../../../packages/core/src/contracts/book';
import { BOOK_RULES } from '../../../../packages/core/src/contracts/formRules';
import { storeUpload, type UploadFields } from '../domain/uploadService';
import { currentUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { multilineText, object, uuid } from '../http/schemas';
import { coercingCompiler } from '../http/validation';
import { safeFileName } from '../infra/safePath';
import { stageStream, type StagedFile } from '../infra/stagedFile';
import { claimFinishedUpload, forgetUpload } from '../infra/tusUploads';

declare module 'fastify' {
  interface FastifyRequest {
    staged: Record<string, StagedFile> | null;
    bodyRead: boolean;
  }
}

const MAX_COVER_BYTES = 10 * 1024 * 1024;

export const uploadFieldsSchema = object(
  {
    title: { type: 'string', ...BOOK_RULES.title },
    file_index: { type: 'integer', minimum: 0, maximum: 9999 },
    total_files: { type: 'integer', minimum: 1, maximum: 10000 },
    upload_id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    book_id: uuid,
    file_path: { type: 'string', maxLength: 2048 },
    order: { type: 'integer', minimum: -1_000_000, maximum: 1_000_000 },
    root_path: { type: 'string', maxLength: 2048 },
    task_id: uuid,
    task_name: { type: 'string', maxLength: 200 },
    regenerate_qrcode: { type: 'boolean' },
    author: { type: 'string', ...BOOK_RULES.author },
    description: multilineText(20_000),
    visibility: { type: 'string', enum: [...BOOK_VISIBILITIES] },
  },
  ['title', 'file_index', 'total_files'],
);

async function stagePart(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const staged = (this.staged ??= {});
  const tmpDir = this.server.ctx.tmpDir;
  if ((part.fieldname !== 'file' && part.fieldname !== 'cover') || staged[part.fieldname]) {
    part.file.resume();
    throw new ApiError(400, 'VALIDATION_FAILED', `Unexpected file field "${part.fieldname}"`, {
      fields: [{ field: part.fieldname, message: 'one "file" and at most one "cover" are accepted' }],
    });
  }
  const limit = part.fieldname === 'cover' ? MAX_COVER_BYTES : Infinity;
  try {
    staged[part.fieldname] = await stageStream(part.file, tmpDir, safeFileName(part.filename, part.fieldname), limit);
  } catch (error) {
    if ((error as { code?: string }).code === 'STAGED_TOO_LARGE') {
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `The cover may not exceed ${MAX_COVER_BYTES} bytes`);
    }
    throw error;
  }
}

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.decorateRequest('staged', null);
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    onFile: stagePart,
    limits: { fileSize: ctx.config.maxFileBytes, files: 2, fields: 40, fieldSize: 64 * 1024, parts: 50 },
  });
  const cleanUp = async (request: FastifyRequest) => {
    const staged = Object.values(request.staged ?? {});
    request.staged = null;
    await Promise.all(staged.map((f) => rm(f.path, { force: true })));
  };
  app.decorateRequest('bodyRead', false);
  app.addHook('preHandler', async (request) => {
    request.bodyRead = true;
  });
  // busboy reports a broken multipart body as a plain Error; that is the client's fault.
  app.setErrorHandler((error: Error & { statusCode?: number }, request) => {
    if (!request.bodyRead && !(error instanceof ApiError) && error.statusCode === undefined && !('syscall' in error)) {
      throw new ApiError(400, 'MALFORMED_MULTIPART', `The multipart body could not be read: ${error.message}`);
    }
    throw error;
  });
  // Staged bodies are gone before the answer leaves (a refused upload leaves nothing behind the
  // moment the client hears so); the later hooks catch aborted requests.
  app.addHook('onSend', async (request, _reply, payload) => {
    await cleanUp(request);
    return payload;
  });
  app.addHook('onResponse', cleanUp);
  app.addHook('onRequestAbort', cleanUp);

  app.post<{ Body: UploadFields }>(
    '/api/books/upload',
    {
      config: { auth: 'user', streamsBody: true },
      validatorCompiler: coercingCompiler,
      schema: { tags: ['books'], summary: 'multipart/form-data: `file` (or `upload_id`), optional `cover`', body: uploadFieldsSchema },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const staged = request.staged ?? {};
      let file = staged['file'];
      if (file && request.body.upload_id) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Send either file or upload_id, not both', {
          fields: [{ field: 'upload_id', message: 'not allowed together with file' }],
        });
      }
      if (!file && request.body.upload_id) {
        file = await claimFinishedUpload(ctx, user, request.body.upload_id);
      }
      if (!file) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'A file or an upload_id is required', {
          fields: [{ field: 'file', message: 'required' }],
        });
      }
      const result = await storeUpload(ctx, user, request.body, file, staged['cover']);
      if (file.tusId) await forgetUpload(ctx, file.tusId);
      return reply.code(201).send(result);
    },
  );
}

