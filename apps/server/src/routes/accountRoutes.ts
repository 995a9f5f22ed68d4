import type { FastifyInstance } from 'fastify';
import type { ChangePasswordRequest, DeleteAccountRequest } from '../contracts';
import { changePassword, deleteAccount, listSessions, revokeSession } from '../domain/accountService';
import { currentUser } from '../http/auth';
import { limitFailures, loginBudgets } from '../http/rateLimit';
import { idParams, object, secret } from '../http/schemas';
import { LOGIN_RULES } from '../../../../packages/core/src/contracts/formRules';
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

  app.delete<{ Body: DeleteAccountRequest }>(
    '/api/account',
    {
      config,
      schema: {
        tags: ['account'],
        summary: 'Delete my account; my books are deleted or handed to an administrator',
        body: object(
          {
            password: secret(LOGIN_RULES.password.minLength, LOGIN_RULES.password.maxLength),
            // Only for an account without a password (WeChat sign-in), which types its user name instead.
            confirm_user_name: { type: 'string', ...LOGIN_RULES.user_name },
            books: { type: 'string', enum: ['delete', 'hand_over'] },
          },
          ['books'],
        ),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { password, confirm_user_name, books } = request.body;
      // A guess here costs what a wrong password at /api/login costs, and counts with those.
      const budgets = loginBudgets(request.ip, user.userName, ctx.config.authRateLimitPerMinute);
      await limitFailures(
        ctx.authLimiter,
        reply,
        budgets,
        () =>
          deleteAccount(ctx, user, { password, confirmUserName: confirm_user_name, books }, (error) =>
            request.log.warn({ err: error }, 'a deleted account left files behind'),
          ),
        (error) => error.code === 'WRONG_PASSWORD' || error.code === 'CONFIRMATION_MISMATCH',
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
