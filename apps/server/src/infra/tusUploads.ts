import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import type { AppContext, AuthUser } from '../context';
import { ApiError } from '../http/errors';
import { safeFileName } from './safePath';
import { TusFileStore } from './tusFileStore';
import { describeFile, type StagedFile } from './stagedFile';

/** Set by our auth hook before tus sees the request; any client-sent value is overwritten. */
export const OWNER_HEADER = 'x-atelier-owner';

export function createTusStore(uploadsDir: string, expiryHours: number): FileStore {
  return new TusFileStore({ directory: uploadsDir, expirationPeriodInMilliseconds: expiryHours * 3_600_000 });
}

/**
 * `checkedId` gives the upload id our route parsed and authorised for a raw request. tus would
 * otherwise take the last segment of the whole URL, query and fragment included, so that
 * `/api/uploads/mine?/theirs` passes the owner check as `mine` and then acts on `theirs`.
 */
export function createTusServer(ctx: AppContext, checkedId: (raw: object) => string | undefined): TusServer {
  return new TusServer({
    path: '/api/uploads',
    datastore: ctx.tusStore,
    maxSize: ctx.config.maxFileBytes,
    // A Location built from Host or X-Forwarded-* would send clients wherever a request said.
    relativeLocation: true,
    getFileIdFromRequest: (req) => {
      const raw = req.runtime?.node?.req;
      return raw ? checkedId(raw) : undefined;
    },
    onUploadCreate: async (req, upload) => {
      const owner = req.headers.get(OWNER_HEADER);
      if (!owner) throw { status_code: 401, body: 'Sign in first\n' };
      return { metadata: { ...upload.metadata, owner_id: owner } };
    },
  });
}

export async function uploadOwner(ctx: AppContext, id: string): Promise<string | null | undefined> {
  try {
    const upload = await ctx.tusStore.getUpload(id);
    return upload.metadata?.['owner_id'] ?? null;
  } catch {
    return undefined;
  }
}

/**
 * Describes a finished tus upload owned by `user` so it can become a book file. The bytes stay
 * in place until storage takes them, so a refused upload can be retried with the same id.
 */
export async function claimFinishedUpload(ctx: AppContext, user: AuthUser, id: string): Promise<StagedFile> {
  let upload;
  try {
    upload = await ctx.tusStore.getUpload(id);
  } catch {
    throw new ApiError(404, 'UPLOAD_NOT_FOUND', 'No resumable upload with this id (finished ones are claimed once)');
  }
  const owner = upload.metadata?.['owner_id'];
  if (owner !== user.id && !user.isAdmin) throw new ApiError(403, 'FORBIDDEN', 'This upload belongs to someone else');
  if (upload.size === undefined || upload.offset !== upload.size) {
    throw new ApiError(409, 'UPLOAD_INCOMPLETE', `The upload has ${upload.offset} of ${upload.size ?? '?'} bytes`);
  }
  const name = safeFileName(upload.metadata?.['filename'] ?? upload.metadata?.['name'] ?? undefined, 'upload');
  return { ...(await describeFile(path.join(ctx.uploadsDir, id), name)), tusId: id };
}

/** After storage took the bytes: forget the tus record. */
export async function forgetUpload(ctx: AppContext, id: string): Promise<void> {
  await ctx.tusStore.configstore.delete(id);
  await rm(path.join(ctx.uploadsDir, id), { force: true });
}

/**
 * Removes every resumable upload `ownerId` started and never claimed (an account being deleted).
 * Each upload's info names its owner (`onUploadCreate`), so the directory is read whole; uploads
 * expire within UPLOAD_EXPIRY_HOURS, so there are never many.
 */
export async function forgetUploadsOf(ctx: AppContext, ownerId: string): Promise<number> {
  const ids = (await ctx.tusStore.configstore.list?.()) ?? [];
  let removed = 0;
  for (const id of ids) {
    if ((await uploadOwner(ctx, id)) !== ownerId) continue;
    await forgetUpload(ctx, id);
    removed += 1;
  }
  return removed;
}

/** Leftovers of requests that died with the process. */
export async function clearTmpDir(tmpDir: string): Promise<void> {
  const names = await readdir(tmpDir).catch(() => []);
  await Promise.all(names.map((name) => rm(path.join(tmpDir, name), { force: true, recursive: true })));
}
