import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { object } from '../http/schemas';
import { createTusServer, OWNER_HEADER, uploadOwner } from '../infra/tusUploads';

const idParams = object({ id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } }, ['id']);

/** tus 1.0 (creation, termination, expiration) at /api/uploads, owned per user. */
export async function tusRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  // Raw request → the id its owner check passed; tus looks ids up here and nowhere else.
  const checkedIds = new WeakMap<object, string>();
  const tus = createTusServer(ctx, (raw) => checkedIds.get(raw));
  const sweep = () => void tus.cleanUpExpiredUploads().catch((error: unknown) => app.log.warn({ err: error }, 'tus clean-up failed'));
  sweep();
  // Hourly, or as often as uploads expire when that is sooner (tests use seconds).
  const timer = setInterval(sweep, Math.max(250, Math.min(3_600_000, ctx.config.uploadExpiryHours * 3_600_000)));
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  // tus reads the raw request stream itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw;
    // tus reads rawHeaders; a client-sent owner header must never get through.
    const kept: string[] = [];
    for (let i = 0; i + 1 < raw.rawHeaders.length; i += 2) {
      if (raw.rawHeaders[i]?.toLowerCase() !== OWNER_HEADER) kept.push(raw.rawHeaders[i]!, raw.rawHeaders[i + 1]!);
    }
    delete raw.headers[OWNER_HEADER];
    if (request.user) {
      kept.push(OWNER_HEADER, request.user.id);
      raw.headers[OWNER_HEADER] = request.user.id;
    }
    raw.rawHeaders.splice(0, raw.rawHeaders.length, ...kept);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };

  const checkOwner = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const { id } = request.params;
    // The router stops at `?` and `#`; anything past the id is refused so that no reader of the
    // raw URL can see another id than the one checked below.
    if (request.raw.url !== `/api/uploads/${id}`) {
      throw new ApiError(400, 'BAD_REQUEST', 'An upload URL is /api/uploads/{id}, with no query string or fragment');
    }
    const user = currentUser(request);
    const owner = await uploadOwner(ctx, id);
    if (owner !== undefined && owner !== user.id && !user.isAdmin) {
      throw new ApiError(403, 'FORBIDDEN', 'This upload belongs to someone else');
    }
    checkedIds.set(request.raw, id);
  };

  app.options('/api/uploads', { schema: { tags: ['uploads'] } }, handle);
  app.options<{ Params: { id: string } }>('/api/uploads/:id', { schema: { tags: ['uploads'], params: idParams } }, handle);
  app.post('/api/uploads', { config: { auth: 'user', streamsBody: true }, schema: { tags: ['uploads'], summary: 'tus creation' } }, handle);
  app.route<{ Params: { id: string } }>({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: '/api/uploads/:id',
    // PATCH bodies are file chunks of any size, at the client's pace (as long as it keeps up a minimum rate).
    config: { auth: 'user', streamsBody: true },
    schema: { tags: ['uploads'], summary: 'tus offset, append, termination', params: idParams },
    preHandler: checkOwner,
    handler: handle,
  });
}
