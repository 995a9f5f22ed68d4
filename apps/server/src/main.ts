import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { readConfig } from './config';
import { DataDirBusyError } from './dataDirLock';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = readConfig(process.env, process.cwd());
const staticDir = config.staticDir ?? path.resolve(here, '../../demo/dist');

const app = await buildApp({
  config: { ...config, staticDir },
  logger: { level: config.logLevel },
}).catch((error: unknown) => {
  if (!(error instanceof DataDirBusyError)) throw error;
  // An expected refusal, not a crash: one line, no stack.
  process.stderr.write(`\n${error.message}\n\n`);
  process.exit(1);
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down; finishing in-flight requests');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  const closed = app.close();
  // Fastify drops the connections that are idle when the close starts; a keep-alive connection
  // whose request finishes later would hold the close open until its keep-alive timeout.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  await closed;
  clearInterval(sweep);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
process.stdout.write(`\nAtelier is running at http://${config.host}:${port}\n\n`);
