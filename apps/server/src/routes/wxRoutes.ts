import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UpdateUserRequest, WxLoginRequest } from '../contracts';
import { users } from '../db/schema';
import { currentUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { ipBudget, limitFailures } from '../http/rateLimit';
import { object } from '../http/schemas';
import { createUser, loginResponse } from '../domain/authService';
import { presentUser } from '../domain/present';
import { exchangeWxCode } from '../infra/wechat';

export async function wxRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post<{ Body: WxLoginRequest }>(
    '/api/wx/login',
    { schema: { tags: ['auth'], body: object({ code: { type: 'string', minLength: 1, maxLength: 256 } }, ['code']) } },
    async (request, reply) => {
      const budgets = ipBudget('wx-login', request.ip, ctx.config.authRateLimitPerMinute);
      const openid = await limitFailures(ctx.authLimiter, reply, budgets, () => exchangeWxCode(ctx.config.wechat, request.body.code));
      let [user] = await ctx.db.select().from(users).where(eq(users.wxOpenid, openid));
      if (!user) {
        const tag = createHash('sha256').update(openid).digest('hex').slice(0, 16);
        try {
          user = await createUser(ctx, { userName: `wx_${tag}`, nickname: `WeChat ${tag.slice(0, 6)}`, passwordHash: null, wxOpenid: openid });
        } catch (error) {
          // Two first logins racing: the other request created the user.
          [user] = await ctx.db.select().from(users).where(eq(users.wxOpenid, openid));
          if (!user) throw error;
        }
      }
      if (user.disabled) throw new ApiError(403, 'USER_DISABLED', 'This account is disabled');
      return loginResponse(ctx, user);
    },
  );

  app.get('/api/wx/user/info', { config: { auth: 'user' }, schema: { tags: ['users'] } }, async (request) => {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, currentUser(request).id));
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'User not found');
    return presentUser(row);
  });

  app.put<{ Body: UpdateUserRequest }>(
    '/api/wx/user/update',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        body: object({
          nickname: { type: 'string', minLength: 1, maxLength: 64 },
          avatar_url: { anyOf: [{ type: 'string', maxLength: 2048, pattern: '^(https?://|/)' }, { type: 'null' }] },
        }),
      },
    },
    async (request) => {
      const patch: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
      if (request.body.nickname !== undefined) patch.nickname = request.body.nickname.trim() || request.body.nickname;
      if (request.body.avatar_url !== undefined) patch.avatarUrl = request.body.avatar_url;
      const [row] = await ctx.db.update(users).set(patch).where(eq(users.id, currentUser(request).id)).returning();
      if (!row) throw new ApiError(404, 'NOT_FOUND', 'User not found');
      ctx.users.forget(row.id);
      return presentUser(row);
    },
  );
}
