import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { readConfig, type ServerConfig } from '../config';
import { pgliteTemplate } from './pgliteTemplate';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  config: ServerConfig;
  /** Stops the server; keeps the data dir and database so a new server can reopen them. */
  stop(): Promise<void>;
  /** Stops the server and removes its data. */
  close(): Promise<void>;
}

export interface TestServerOptions {
  config?: Partial<ServerConfig>;
  /** Reopen an existing data dir (and database) instead of a fresh one. */
  reuse?: Pick<TestServer, 'dataDir' | 'config'>;
  /** See BuildAppOptions.clock. */
  clock?: () => number;
}

/**
 * A real server on 127.0.0.1 with a fresh data dir. With TEST_DATABASE_URL set
 * (postgres://… of a server the tests may create databases on) each server gets its own database.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.reuse?.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'atelier-server-')));
  const databaseUrl = options.reuse?.config.databaseUrl ?? (await createTestDatabase());
  const config: ServerConfig = options.reuse?.config ?? {
    ...readConfig({}, dataDir),
    dataDir,
    databaseUrl,
    jwtSecret: 'test-secret-'.padEnd(40, 'x'),
    authRateLimitPerMinute: 1000,
    ...options.config,
  };
  const app = await buildApp({ config, pgliteTemplate: config.databaseUrl ? undefined : await pgliteTemplate(), ...(options.clock ? { clock: options.clock } : {}) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const stop = async () => {
    const closing = app.close();
    // Tests often leave keep-alive sockets (or unread bodies) open; they must not hold the close.
    app.server.closeAllConnections();
    await closing;
  };
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    config,
    stop,
    close: async () => {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
      if (config.databaseUrl) await dropTestDatabase(config.databaseUrl);
    },
  };
}

async function createTestDatabase(): Promise<string | null> {
  const admin = process.env['TEST_DATABASE_URL'];
  if (!admin) return null;
  const name = `atelier_test_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropTestDatabase(databaseUrl: string): Promise<void> {
  const admin = process.env['TEST_DATABASE_URL'];
  if (!admin) return;
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
