import type { FastifyInstance } from 'fastify';
import type { UseResetLinkRequest } from '../contracts';
import { checkResetLink, issueResetLink, useResetLink } from '../domain/resetLinkService';
import { currentUser } from '../http/auth';
import { ipBudget, limitFailures } from '../http/rateLimit';
import { idParams, object } from '../http/schemas';
import { passwordSchema } from './authRoutes';

// 32 random bytes in base64url, exactly; anything else is refused before a query runs.
const tokenParams = object({ token: { type: 'string', minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]{43}$' } }, ['token']);

export async function resetLinkRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const perMinute = ctx.config.authRateLimitPerMinute;
  const isInvalid = (error: { code: string }) => error.code === 'RESET_LINK_INVALID';

  app.post<{ Params: { id: string } }>(
    '/api/admin/users/:id/reset-link',
    { config: { auth: 'admin' }, schema: { tags: ['admin'], params: idParams('id') } },
    async (request) => issueResetLink(ctx, currentUser(request).id, request.params.id),
  );

  // Public, like signing in: the link is the credential. Wrong tokens count as failed logins per address.
  app.get<{ Params: { token: string } }>(
    '/api/auth/reset-link/:token',
    { schema: { tags: ['auth'], params: tokenParams } },
    async (request, reply) =>
      limitFailures(ctx.authLimiter, reply, ipBudget('reset-link', request.ip, perMinute), () => checkResetLink(ctx, request.params.token), isInvalid),
  );

  app.post<{ Params: { token: string }; Body: UseResetLinkRequest }>(
    '/api/auth/reset-link/:token',
    { schema: { tags: ['auth'], params: tokenParams, body: object({ new_password: passwordSchema }, ['new_password']) } },
    async (request, reply) => {
      const budgets = ipBudget('reset-link', request.ip, perMinute);
      await limitFailures(ctx.authLimiter, reply, budgets, () => useResetLink(ctx, request.params.token, request.body.new_password), isInvalid);
      return reply.code(204).send();
    },
  );
}
