import type { FastifyInstance } from 'fastify';
import type { CreateUploadTaskRequest, UpdateUploadTaskRequest, UploadTaskStatus } from '../contracts';
import { completeTask, createTask, deleteTask, findTask, listTasks, retryTask, taskDetails, updateTask } from '../domain/taskService';
import { currentUser } from '../http/auth';
import { idParams, object, page, perPage, TASK_STATUSES, uuid } from '../http/schemas';
import { normaliseRelativePath } from '../infra/safePath';

const taskParams = idParams('task_id');
type TaskParams = { task_id: string };

export async function uploadTaskRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const config = { auth: 'user' as const };

  app.post<{ Body: CreateUploadTaskRequest }>(
    '/api/books/batch-upload',
    {
      config,
      schema: {
        tags: ['upload-tasks'],
        body: object(
          {
            task_name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
            root_path: { type: 'string', maxLength: 2048 },
            total_files: { type: 'integer', minimum: 0, maximum: 100_000 },
            task_id: uuid,
          },
          ['task_name', 'root_path', 'total_files'],
        ),
      },
    },
    async (request, reply) => {
      const { task_name, root_path, total_files, task_id } = request.body;
      const task = await createTask(ctx, currentUser(request), {
        taskId: task_id,
        taskName: task_name.trim(),
        rootPath: normaliseRelativePath(root_path, 'root_path'),
        totalFiles: total_files,
      });
      return reply.code(201).send(task);
    },
  );

  app.post<{ Params: TaskParams }>(
    '/api/books/batch-upload/:task_id/complete',
    { config, schema: { tags: ['upload-tasks'], params: taskParams } },
    async (request) => completeTask(ctx, await findTask(ctx, currentUser(request), request.params.task_id)),
  );

  app.get<{ Querystring: { status?: UploadTaskStatus; page: number; per_page: number; q?: string } }>(
    '/api/upload-tasks',
    {
      config,
      schema: {
        tags: ['upload-tasks'],
        querystring: { type: 'object', properties: { status: { type: 'string', enum: TASK_STATUSES }, page, per_page: perPage, q: { type: 'string', maxLength: 200 } } },
      },
    },
    async (request) => listTasks(ctx, currentUser(request), request.query),
  );

  app.get<{ Params: TaskParams; Querystring: { with_book_details?: boolean } }>(
    '/api/upload-tasks/:task_id',
    { config, schema: { tags: ['upload-tasks'], params: taskParams, querystring: { type: 'object', properties: { with_book_details: { type: 'boolean' } } } } },
    async (request) => {
      await findTask(ctx, currentUser(request), request.params.task_id);
      return taskDetails(ctx, request.params.task_id, request.query.with_book_details === true);
    },
  );

  app.put<{ Params: TaskParams; Body: UpdateUploadTaskRequest }>(
    '/api/upload-tasks/:task_id',
    {
      config,
      schema: {
        tags: ['upload-tasks'],
        params: taskParams,
        body: { ...object({ task_name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' }, status: { type: 'string', enum: ['cancelled'] } }), minProperties: 1 },
      },
    },
    async (request) => {
      const row = await findTask(ctx, currentUser(request), request.params.task_id);
      const { task_name, status } = request.body;
      return updateTask(ctx, row, { taskName: task_name?.trim(), cancel: status === 'cancelled' });
    },
  );

  app.delete<{ Params: TaskParams; Querystring: { delete_books?: boolean } }>(
    '/api/upload-tasks/:task_id',
    { config, schema: { tags: ['upload-tasks'], params: taskParams, querystring: { type: 'object', properties: { delete_books: { type: 'boolean' } } } } },
    async (request, reply) => {
      const row = await findTask(ctx, currentUser(request), request.params.task_id);
      await deleteTask(ctx, row, request.query.delete_books === true);
      return reply.code(204).send();
    },
  );

  app.post<{ Params: TaskParams }>(
    '/api/upload-tasks/:task_id/retry',
    { config, schema: { tags: ['upload-tasks'], params: taskParams } },
    async (request) => retryTask(ctx, await findTask(ctx, currentUser(request), request.params.task_id)),
  );
}
