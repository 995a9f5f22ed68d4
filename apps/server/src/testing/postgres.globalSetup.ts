import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgresServer';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}

/**
 * For the `node-pg` project: one PostgreSQL server for the whole run (each test server then
 * creates its own database on it). An existing server can be given as TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env['TEST_DATABASE_URL'];
  if (given) {
    project.provide('testDatabaseUrl', given);
    return async () => undefined;
  }
  const server = await startPostgres();
  project.provide('testDatabaseUrl', server.url);
  return () => server.stop();
}
