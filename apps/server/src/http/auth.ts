import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../context';
import { ApiError } from './errors';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Resolves the caller from the bearer token; throws 401 for bad, expired or disabled ones. */
export async function resolveUser(app: FastifyInstance, token: string): Promise<AuthUser> {
  const verdict = await app.ctx.tokens.verify(token);
  if (verdict === 'expired') throw new ApiError(401, 'TOKEN_EXPIRED', 'Access token expired');
  if (verdict === 'invalid') throw new ApiError(401, 'UNAUTHORIZED', 'Invalid access token');
  const row = await app.ctx.users.get(verdict.userId);
  if (!row) throw new ApiError(401, 'UNAUTHORIZED', 'Unknown user');
  if (row.disabled) throw new ApiError(401, 'USER_DISABLED', 'This account is disabled');
  const sessionId = verdict.sessionId ?? null;
  if (sessionId && !(await app.ctx.sessions.isActive(sessionId))) {
    throw new ApiError(401, 'SESSION_REVOKED', 'This device was signed out; sign in again');
  }
  return { id: row.id, userName: row.userName, isAdmin: row.adminLevel > 0, sessionId };
}

/** Every route declares `config.auth`; this hook enforces it before the body is even read. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const mode = request.routeOptions.config.auth ?? 'public';
    if (mode === 'public') return;
    const token = bearer(request);
    if (!token) {
      if (mode === 'optional') return;
      throw new ApiError(401, 'UNAUTHORIZED', 'Sign in first');
    }
    request.user = await resolveUser(app, token);
    if (mode === 'admin' && !request.user.isAdmin) throw new ApiError(403, 'FORBIDDEN', 'Administrators only');
  });
}

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in first');
  return request.user;
}

export function assertOwner(user: AuthUser, ownerId: string): void {
  if (user.id !== ownerId && !user.isAdmin) throw new ApiError(403, 'FORBIDDEN', 'Only the owner or an administrator may do this');
}

export { bearer as readBearerToken };
