import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readBearerToken, resolveUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { checkPassword, refuseAccess } from './accessGuard';

/** Who stores an attachment, and whose quota it counts against. */
export interface Uploader {
  ownerId: string | null;
  quotaKey: string;
}

/**
 * Attachments land on this server's disk, so they need an account: a signed-in user (the library
 * JWT as bearer token) keeps files in their own quota. With AUTH_SECRET_KEY set, the access
 * password opens the upload too, with a quota per client IP: a password shared by a team should
 * not let one holder fill everyone's space. Anyone else gets 401 ATTACHMENT_NEEDS_ACCOUNT.
 * Null when a reply was sent (wrong password: 423, locked IP: 429).
 */
export async function identifyUploader(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<Uploader | null> {
  const { gateway } = app.ctx;
  const token = readBearerToken(request);
  if (token) {
    // A bearer token that is no library token is an AI key sent by an older client: it proves nothing
    // here. An expired or disabled account's token is answered as such, so the client can renew it.
    const user = await resolveUser(app, token).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'UNAUTHORIZED') return null;
      throw error;
    });
    if (user) return { ownerId: user.id, quotaKey: `user:${user.id}` };
  }
  const passwordOpens = gateway.config.accessKeys.length > 0;
  if (passwordOpens) {
    const check = checkPassword(gateway, request);
    if (check === 'valid') return { ownerId: null, quotaKey: `ip:${request.ip}` };
    if (check !== 'none') {
      void refuseAccess(reply, check);
      return null;
    }
  }
  throw new ApiError(401, 'ATTACHMENT_NEEDS_ACCOUNT', passwordOpens ? 'Sign in, or give the access password, to attach files' : 'Sign in to attach files');
}
