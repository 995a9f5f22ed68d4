import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SYNC_KINDS, SYNC_PARENT_KIND } from '../../../../packages/core/src/contracts/sync';
import type { SyncPullQuery, SyncPushRequest, SyncRecord } from '../contracts';
import { deleteAllRecords, type IncomingChange, pullChanges, pushChanges, SYNC_LIMITS, syncUsage } from '../domain/syncService';
import { currentUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { unstorableJsonPath } from '../http/jsonText';
import { object } from '../http/schemas';

const recordId = { type: 'string', minLength: 1, maxLength: 200 } as const;

const recordSchema = object(
  {
    kind: { type: 'string', enum: SYNC_KINDS },
    id: recordId,
    parent_id: { ...recordId, type: ['string', 'null'] },
    // Up to the last millisecond a JavaScript Date can hold.
    updated_at: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000 },
    data: { type: ['object', 'null'] },
  },
  ['kind', 'id', 'parent_id', 'updated_at', 'data'],
);

const invalid = (index: number, field: string, message: string) =>
  new ApiError(400, 'VALIDATION_FAILED', message, { fields: [{ field: `/changes/${index}/${field}`, message }] });

/**
 * What JSON schema cannot say about a change: the data is text PostgreSQL can store, it fits, and
 * it names the same record and parent as the envelope. Returns the change with its size.
 */
function checkChange(change: SyncRecord, index: number): IncomingChange {
  const parentKind = SYNC_PARENT_KIND[change.kind];
  if (parentKind && change.parent_id === null) throw invalid(index, 'parent_id', `a ${change.kind} belongs to a ${parentKind}`);
  if (!parentKind && change.parent_id !== null) throw invalid(index, 'parent_id', `a ${change.kind} has no parent`);
  if (change.data === null) return { ...change, size: 0 };
  const bad = unstorableJsonPath(change.data);
  if (bad) throw invalid(index, ['data', ...bad].join('/'), 'must not contain NUL, unpaired surrogates or nest deeper than 32 levels');
  if ('id' in change.data && change.data['id'] !== change.id) throw invalid(index, 'data/id', 'must equal the record id');
  if (change.kind === 'message' && change.data['conversationId'] !== change.parent_id) {
    throw invalid(index, 'data/conversationId', 'must equal parent_id');
  }
  const size = Buffer.byteLength(JSON.stringify(change.data));
  if (size > SYNC_LIMITS.recordBytes) {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `A record may hold ${SYNC_LIMITS.recordBytes} bytes`, { index, limit: SYNC_LIMITS.recordBytes });
  }
  return { ...change, size };
}

/** Stored bytes of a deleted drawing that could not be removed: logged, the deletion stands. */
const cleanupFailed = (request: FastifyRequest) => (error: unknown) => request.log.warn({ err: error }, 'a deleted drawing’s image could not be removed from storage');

export async function syncRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const config = { auth: 'user' as const };

  app.get<{ Querystring: Required<SyncPullQuery> }>(
    '/api/sync/changes',
    {
      config,
      schema: {
        tags: ['sync'],
        summary: 'My synced records changed after a cursor, oldest first',
        querystring: object({
          since: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 },
          limit: { type: 'integer', minimum: 1, maximum: SYNC_LIMITS.maxPageSize, default: SYNC_LIMITS.pageSize },
        }),
      },
    },
    async (request) => pullChanges(ctx, currentUser(request).id, request.query.since, request.query.limit),
  );

  app.post<{ Body: SyncPushRequest }>(
    '/api/sync/changes',
    {
      config,
      // 200 changes of ordinary messages; a single large record is limited separately.
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags: ['sync'],
        summary: 'Send changes made on this device; the newer version of each record wins',
        body: object({ changes: { type: 'array', minItems: 1, maxItems: SYNC_LIMITS.changesPerPush, items: recordSchema } }, ['changes']),
      },
    },
    async (request) => pushChanges(ctx, currentUser(request).id, request.body.changes.map(checkChange), cleanupFailed(request)),
  );

  app.get('/api/sync/usage', { config, schema: { tags: ['sync'], summary: 'Space my synced records take' } }, async (request) =>
    syncUsage(ctx, currentUser(request).id),
  );

  app.delete(
    '/api/sync/records',
    { config, schema: { tags: ['sync'], summary: 'Delete all my synced chats, drawings and settings on every device' } },
    async (request) => deleteAllRecords(ctx, currentUser(request).id, cleanupFailed(request)),
  );
}
