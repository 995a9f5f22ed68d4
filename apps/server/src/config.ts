import path from 'node:path';

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  /** Built demo to serve with an SPA fallback; absent when it has not been built. */
  staticDir: string | null;
  logLevel: string;
}

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${raw}"`);
  }
  return port;
}

export function readConfig(env: NodeJS.ProcessEnv, cwd: string): ServerConfig {
  return {
    host: env['HOST'] || '127.0.0.1',
    port: parsePort(env['PORT'], 8787),
    dataDir: path.resolve(cwd, env['DATA_DIR'] || 'data'),
    staticDir: env['STATIC_DIR'] ? path.resolve(cwd, env['STATIC_DIR']) : null,
    logLevel: env['LOG_LEVEL'] || 'info',
  };
}
