import type { FastifyInstance } from 'fastify';
import type { LoginRequest, LogoutRequest, RefreshRequest, RegisterRequest } from '../contracts';
import {
  checkCredentials,
  loginResponse,
  registerUser,
  revokeRefreshToken,
  rotateRefreshToken,
} from '../domain/authService';
import { currentUser } from '../http/auth';
import { ipBudget, limitAttempts, limitFailures, loginBudgets } from '../http/rateLimit';
import { LOGIN_RULES, REGISTER_RULES } from '../../../../packages/core/src/contracts/formRules';
import { object, secret } from '../http/schemas';

// The limits are the forms' own (contracts/formRules), so the client checks what is checked here.
export const userNameSchema = { type: 'string', ...REGISTER_RULES.user_name } as const;
export const passwordSchema = secret(REGISTER_RULES.password.minLength, REGISTER_RULES.password.maxLength);
export const refreshBody = object({ refresh_token: { type: 'string', minLength: 1, maxLength: 200 } }, ['refresh_token']);

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const perMinute = ctx.config.authRateLimitPerMinute;

  app.post<{ Body: RegisterRequest & { phone?: string } }>(
    '/api/register',
    {
      schema: {
        tags: ['auth'],
        body: object(
          {
            name: { type: 'string', ...REGISTER_RULES.name },
            user_name: userNameSchema,
            password: passwordSchema,
            phone: { type: 'string', maxLength: 32 },
          },
          ['user_name', 'password'],
        ),
      },
    },
    async (request, reply) => {
      const { user_name, password, name } = request.body;
      limitAttempts(ctx.authLimiter, reply, ipBudget('register', request.ip, perMinute));
      const user = await registerUser(ctx, user_name, password, name?.trim() || user_name);
      return reply.code(201).send({ user_id: user.id, msg: 'Registered' });
    },
  );

  app.post<{ Body: LoginRequest }>(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        body: object(
          { user_name: { type: 'string', ...LOGIN_RULES.user_name }, password: secret(LOGIN_RULES.password.minLength, LOGIN_RULES.password.maxLength) },
          ['user_name', 'password'],
        ),
      },
    },
    async (request, reply) => {
      const { user_name, password } = request.body;
      const budgets = loginBudgets(request.ip, user_name, perMinute);
      const user = await limitFailures(ctx.authLimiter, reply, budgets, () => checkCredentials(ctx, user_name, password));
      return loginResponse(ctx, user, { userAgent: request.headers['user-agent'] });
    },
  );

  for (const url of ['/api/refresh', '/api/wx/refresh']) {
    app.post<{ Body: RefreshRequest }>(url, { schema: { tags: ['auth'], body: refreshBody } }, async (request, reply) =>
      limitFailures(ctx.authLimiter, reply, ipBudget(url, request.ip, perMinute), () => rotateRefreshToken(ctx, request.body.refresh_token)),
    );
  }

  app.post<{ Body: LogoutRequest }>(
    '/api/logout',
    { config: { auth: 'user' }, schema: { tags: ['auth'], body: refreshBody } },
    async (request, reply) => {
      await revokeRefreshToken(ctx, currentUser(request).id, request.body.refresh_token);
      return reply.code(204).send();
    },
  );
}
