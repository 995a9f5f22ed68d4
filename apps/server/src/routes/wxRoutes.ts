import type { FastifyInstance } from 'fastify';
import { PROFILE_RULES } from '../../../../packages/core/src/contracts/formRules';
import type { UpdateUserRequest, WxLoginRequest } from '../contracts';
import { loginWithWechat } from '../domain/authService';
import { findProfile, updateProfile } from '../domain/profileService';
import { currentUser } from '../http/auth';
import { ipBudget, limitFailures } from '../http/rateLimit';
import { object } from '../http/schemas';
import { exchangeWxCode } from '../infra/wechat';

export async function wxRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post<{ Body: WxLoginRequest }>(
    '/api/wx/login',
    { schema: { tags: ['auth'], body: object({ code: { type: 'string', minLength: 1, maxLength: 256 } }, ['code']) } },
    async (request, reply) => {
      const budgets = ipBudget('wx-login', request.ip, ctx.config.authRateLimitPerMinute);
      const openid = await limitFailures(ctx.authLimiter, reply, budgets, () => exchangeWxCode(ctx.config.wechat, request.body.code));
      return loginWithWechat(ctx, openid, { userAgent: request.headers['user-agent'] });
    },
  );

  app.get('/api/wx/user/info', { config: { auth: 'user' }, schema: { tags: ['users'] } }, async (request) =>
    findProfile(ctx, currentUser(request).id),
  );

  app.put<{ Body: UpdateUserRequest }>(
    '/api/wx/user/update',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        body: object({
          nickname: { type: 'string', ...PROFILE_RULES.nickname },
          avatar_url: { anyOf: [{ type: 'string', ...PROFILE_RULES.avatar_url }, { type: 'null' }] },
          email: { anyOf: [{ type: 'string', ...PROFILE_RULES.email }, { type: 'null' }] },
        }),
      },
    },
    async (request) => updateProfile(ctx, currentUser(request).id, request.body),
  );
}
