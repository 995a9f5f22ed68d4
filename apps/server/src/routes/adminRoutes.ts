import type { FastifyInstance } from 'fastify';
import type { AdminUpdateUserRequest } from '../contracts';
import { adminStats, listUsers, updateUserAsAdmin } from '../domain/adminService';
import { currentUser } from '../http/auth';
import { idParams, object, page, perPage } from '../http/schemas';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const config = { auth: 'admin' as const };

  app.get<{ Querystring: { page: number; per_page: number; q?: string } }>(
    '/api/admin/users',
    { config, schema: { tags: ['admin'], querystring: object({ page, per_page: perPage, q: { type: 'string', maxLength: 100 } }) } },
    async (request) => listUsers(ctx, request.query),
  );

  app.put<{ Params: { id: string }; Body: AdminUpdateUserRequest }>(
    '/api/admin/users/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        params: idParams('id'),
        body: object({ admin_level: { type: 'integer', minimum: 0, maximum: 9 }, disabled: { type: 'boolean' } }),
      },
    },
    async (request) => updateUserAsAdmin(ctx, currentUser(request).id, request.params.id, request.body),
  );

  app.get('/api/admin/stats', { config, schema: { tags: ['admin'] } }, async () => adminStats(ctx));
}
