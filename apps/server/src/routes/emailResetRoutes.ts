import type { FastifyInstance } from 'fastify';
import { RESET_RULES } from '../../../../packages/core/src/contracts/formRules';
import type { ResetCodeRequest, ResetPasswordRequest } from '../contracts';
import { resetWithCode, sendResetCode } from '../domain/emailResetService';
import { mailLanguage } from '../domain/resetMail';
import { ApiError } from '../http/errors';
import { addressBudgets, ipBudget, limitAttempts, limitFailures } from '../http/rateLimit';
import { object } from '../http/schemas';
import { passwordSchema } from './authRoutes';

const emailSchema = { type: 'string', ...RESET_RULES.email } as const;

/**
 * Codes mailed to one address per hour, from anywhere: a quarter of the per-minute auth limit (5
 * by default). Each code allows 5 guesses, so this is what bounds guessing one account's code.
 */
const sendsPerHour = (perMinute: number) => Math.max(1, Math.floor(perMinute / 4));

/** Password reset by a code sent by e-mail (`SMTP_URL`); without it both routes answer PASSWORD_RESET_OFF. */
export async function emailResetRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const perMinute = ctx.config.authRateLimitPerMinute;
  const enabled = () => {
    if (!ctx.emailReset) throw new ApiError(404, 'PASSWORD_RESET_OFF', 'This server cannot send e-mail; ask an administrator for a reset link');
    return ctx.emailReset;
  };

  app.post<{ Body: ResetCodeRequest }>(
    '/api/auth/reset-code',
    { schema: { tags: ['auth'], body: object({ email: emailSchema }, ['email']) } },
    async (request, reply) => {
      const { outbox, sendLimiter } = enabled();
      const { email } = request.body;
      // Counted whether or not the address has an account, so a refusal tells nothing either.
      limitAttempts(ctx.authLimiter, reply, ipBudget('reset-code', request.ip, perMinute));
      limitAttempts(sendLimiter, reply, [{ key: `reset-code:${email.toLowerCase()}`, max: sendsPerHour(perMinute) }]);
      await sendResetCode(ctx, outbox, email, mailLanguage(request.headers['accept-language']));
      return reply.code(204).send();
    },
  );

  app.post<{ Body: ResetPasswordRequest }>(
    '/api/auth/reset',
    {
      schema: {
        tags: ['auth'],
        body: object(
          { email: emailSchema, code: { type: 'string', ...RESET_RULES.code }, new_password: passwordSchema },
          ['email', 'code', 'new_password'],
        ),
      },
    },
    async (request, reply) => {
      enabled();
      const { email, code, new_password } = request.body;
      await limitFailures(
        ctx.authLimiter,
        reply,
        addressBudgets('reset', request.ip, email, perMinute),
        () => resetWithCode(ctx, email, code, new_password),
        (error) => error.code === 'RESET_CODE_INVALID',
      );
      return reply.code(204).send();
    },
  );
}
