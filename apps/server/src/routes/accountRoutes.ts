import type { FastifyInstance } from 'fastify';
import type { ChangePasswordRequest } from '../contracts';
import { changePassword, listSessions, revokeSession } from '../domain/accountService';
import { currentUser } from '../http/auth';
import { limitFailures, loginBudgets } from '../http/rateLimit';
import { idParams, object, secret } from '../http/schemas';
import { passwordSchema } from './authRoutes';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const config = { auth: 'user' as const };

  app.post<{ Body: ChangePasswordRequest }>(
    '/api/account/password',
    {
      config,
      schema: {
        tags: ['account'],
        body: object({ current_password: secret(1, 128), new_password: passwordSchema }, ['current_password', 'new_password']),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { current_password, new_password } = request.body;
      // The same budgets as signing in with this name: guesses here and at /api/login add up.
      const budgets = loginBudgets(request.ip, user.userName, ctx.config.authRateLimitPerMinute);
      await limitFailures(
        ctx.authLimiter,
        reply,
        budgets,
        () => changePassword(ctx, user, current_password, new_password),
        (error) => error.code === 'WRONG_PASSWORD',
      );
      return reply.code(204).send();
    },
  );

  app.get('/api/account/sessions', { config, schema: { tags: ['account'] } }, async (request) =>
    listSessions(ctx, currentUser(request)),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/account/sessions/:id',
    { config, schema: { tags: ['account'], params: idParams('id') } },
    async (request, reply) => {
      await revokeSession(ctx, currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
