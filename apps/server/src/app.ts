import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { and, eq, isNull } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { lockDataDir } from './dataDirLock';
import { openDatabase } from './db/openDatabase';
import { startPgliteUpkeep } from './db/pgliteUpkeep';
import { sessions, users } from './db/schema';
import { createGateway } from './gateway/createGateway';
import { gatewayRoutes } from './gateway/gatewayRoutes';
import { registerAuth } from './http/auth';
import { closeWithError, registerBodyWatchdog } from './http/bodyWatchdog';
import { registerCompression } from './http/compression';
import { BASE_SECURITY_HEADERS, newCspNonce, pageCsp, pageSecurityHeaders, withNonce } from './http/securityHeaders';
import { type ApiErrorBody, registerErrorHandling } from './http/errors';
import { collectOpenApiRoutes } from './http/openapi';
import { registerValidation } from './http/validation';
import { accountRoutes } from './routes/accountRoutes';
import { resetLinkRoutes } from './routes/resetLinkRoutes';
import { adminRoutes } from './routes/adminRoutes';
import { emailResetRoutes } from './routes/emailResetRoutes';
import { authRoutes } from './routes/authRoutes';
import { bookFileRoutes } from './routes/bookFileRoutes';
import { bookRoutes } from './routes/bookRoutes';
import { openapiRoutes } from './routes/openapiRoutes';
import { readingRoutes } from './routes/readingRoutes';
import { drawImageRoutes } from './routes/drawImageRoutes';
import { syncRoutes } from './routes/syncRoutes';
import { tusRoutes } from './routes/tusRoutes';
import { uploadRoutes } from './routes/uploadRoutes';
import { uploadTaskRoutes } from './routes/uploadTaskRoutes';
import { wxRoutes } from './routes/wxRoutes';
import { BookAccessCache } from './domain/bookAccessCache';
import { ProgressWriter } from './domain/progressWriter';
import { createSmtpMailer, type Mailer } from './infra/mailer';
import { MailOutbox } from './infra/mailOutbox';
import { RateLimiter } from './infra/rateLimiter';
import { newId } from './infra/newId';
import { createStorage } from './infra/storage/createStorage';
import { AccessTokens, loadJwtKey } from './infra/tokens';
import { createUrlSigner } from './infra/urlSigner';
import { SessionCache } from './domain/sessionCache';
import { UserCache } from './domain/userCache';
import { clearTmpDir, createTusStore } from './infra/tusUploads';
import { createMetadataPool } from './infra/metadata/metadataPool';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface BuildAppOptions {
  config: ServerConfig;
  logger?: FastifyServerOptions['logger'];
  /** Extra plugins registered after the library API and before static serving. */
  plugins?: FastifyPluginAsync[];
  /** See DatabaseOptions.pgliteTemplate. */
  pgliteTemplate?: Blob | undefined;
  /** The clock of stored ages that a test may move (chat attachments', signed addresses', reset links' and reset codes' expiry). @default Date.now */
  clock?: () => number;
  /** Sends the reset codes when `config.smtp` is set. @default createSmtpMailer(config.smtp) */
  mailer?: Mailer;
}

async function createContext(
  config: ServerConfig,
  log: FastifyBaseLogger,
  pgliteTemplate?: Blob,
  clock?: () => number,
  mailer?: Mailer,
): Promise<{ ctx: AppContext; close: () => Promise<void> }> {
  // Before anything opens the database or tidies the folders: a second server would corrupt both.
  const lock = lockDataDir(config.dataDir);
  try {
    const { ctx, close } = await openContext(config, log, pgliteTemplate, clock, mailer);
    return {
      ctx,
      close: async () => {
        try {
          await close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** How often a PGlite server looks for tables to vacuum or analyze (autovacuum's default naptime). */
const PGLITE_UPKEEP_EVERY_MS = 60_000;

async function openContext(
  config: ServerConfig,
  log: FastifyBaseLogger,
  pgliteTemplate?: Blob,
  clock?: () => number,
  mailer?: Mailer,
): Promise<{ ctx: AppContext; close: () => Promise<void> }> {
  const tmpDir = path.join(config.dataDir, 'tmp');
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    pgliteTemplate,
    onIdleError: (error) => log.warn({ err: error }, 'an idle database connection ended; the pool opens a new one when needed'),
  });
  const upkeep =
    database.kind === 'pglite'
      ? startPgliteUpkeep(database.db, {
          everyMs: PGLITE_UPKEEP_EVERY_MS,
          onRun: (runs) => log.info({ runs }, 'database upkeep (what autovacuum does on PostgreSQL)'),
          onError: (error) => log.warn({ err: error }, 'database upkeep failed; the next round tries again'),
        })
      : null;
  const gateway = await createGateway(config.gateway, config.dataDir, database.db, clock);
  await Promise.all([tmpDir, uploadsDir, gateway.attachmentsDir].map((dir) => mkdir(dir, { recursive: true })));
  const storage = createStorage(config);
  const userCache = new UserCache({
    load: async (id) => {
      const [row] = await database.db
        .select({ id: users.id, userName: users.userName, adminLevel: users.adminLevel, disabled: users.disabled })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },
  });
  const sessionCache = new SessionCache(async (id) => {
    const [row] = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    return row !== undefined;
  });
  const jwtKey = await loadJwtKey(config.jwtSecret, config.dataDir);
  const ctx: AppContext = {
    config,
    db: database.db,
    upkeep,
    tokens: new AccessTokens(jwtKey, config.accessTokenTtlSeconds),
    users: userCache,
    sessions: sessionCache,
    progress: new ProgressWriter(database.db),
    bookAccess: new BookAccessCache(clock),
    storage,
    authLimiter: new RateLimiter(config.authRateLimitPerMinute, 60_000),
    tmpDir,
    uploadsDir,
    tusStore: createTusStore(uploadsDir, config.uploadExpiryHours),
    gateway,
    metadata: createMetadataPool(config.metadata, (error) => log.warn({ err: error }, 'metadata extraction gave up on a file')),
    urls: createUrlSigner(jwtKey, clock ? { clock } : {}),
    clock: clock ?? Date.now,
    emailReset: config.smtp
      ? {
          outbox: new MailOutbox(mailer ?? createSmtpMailer(config.smtp), (error) => log.error({ err: error }, 'a password reset code could not be mailed')),
          sendLimiter: new RateLimiter(config.authRateLimitPerMinute, 3_600_000, clock),
        }
      : null,
  };
  await clearTmpDir(tmpDir);
  const close = async () => {
    storage.close?.();
    await upkeep?.stop();
    // Streams still open at shutdown are cut rather than awaited.
    await Promise.all([database.close(), gateway.dispatcher.destroy(), gateway.imageDispatcher === gateway.dispatcher ? null : gateway.imageDispatcher.destroy(), ctx.metadata.close(), ctx.emailReset?.outbox.close()]);
  };
  return { ctx, close };
}

export async function buildApp({ config, logger = false, plugins = [], pgliteTemplate, clock, mailer }: BuildAppOptions): Promise<FastifyInstance> {
  const { timeouts } = config;
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node looks for overdue heads this often (30 s by default, which would double the limit).
      connectionsCheckingInterval: Math.min(1000, Math.max(10, Math.floor(timeouts.headersMs / 4))),
    },
    // Not Node's whole-request timeout: it cannot tell a big upload on a slow line from a
    // trickling client. Bodies are watched per route instead (registerBodyWatchdog).
    requestTimeout: 0,
    // A path may carry a sync record id (PUT /api/draw/images/:record_id): up to 200 characters,
    // each up to 4 UTF-8 bytes percent-encoded. Schemas bound every param's decoded length.
    routerOptions: { maxParamLength: 200 * 4 * 3 },
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node's own refusals (a head that took too long, a malformed one) in the API's error shape.
    clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') closeWithError(socket, 408, `The request head did not arrive within ${timeouts.headersMs} ms`);
      else if (error.code === 'HPE_HEADER_OVERFLOW') closeWithError(socket, 431, 'The request head is too large');
      else closeWithError(socket, 400, 'Malformed request');
    },
    // A caller's (or a proxy's) X-Request-Id is kept so one id follows a request through every
    // log; anything odd is replaced, since it goes verbatim into each log line.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : newId();
    },
    // Router-level failures (bad URL encoding, over-long params) in the API's error shape too.
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const body: ApiErrorBody = { code: status === 414 ? 'URI_TOO_LONG' : 'BAD_REQUEST', msg: error.message };
      // These skip the hooks, so the id and security headers are added here; and the body watchdog,
      // so the connection closes rather than waiting for the rest of a body nobody will read.
      void (reply as unknown as FastifyReply).code(status).headers(BASE_SECURITY_HEADERS).header('x-request-id', request.id).header('connection', 'close').send(body);
    },
  });

  // First of the onRequest hooks: an early answer from a later one must not leave a body unwatched.
  registerBodyWatchdog(app, timeouts);
  const { ctx, close } = await createContext(config, app.log, pgliteTemplate, clock, mailer);
  app.decorate('ctx', ctx);
  app.addHook('onClose', close);

  // On the raw response, so hijacked replies (tus, the AI proxy) carry them too.
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('x-request-id', request.id);
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) reply.raw.setHeader(name, value);
  });
  registerErrorHandling(app);
  registerValidation(app);
  registerAuth(app);
  // Before any route: the plugin hooks into the routes registered after it.
  await registerCompression(app);
  const routes = collectOpenApiRoutes(app);

  app.get('/healthz', async () => ({ status: 'ok' }));

  // The library API, one plugin per resource.
  await app.register(authRoutes);
  await app.register(wxRoutes);
  await app.register(accountRoutes);
  await app.register(resetLinkRoutes);
  await app.register(emailResetRoutes);
  await app.register(adminRoutes);
  await app.register(bookRoutes);
  await app.register(bookFileRoutes);
  await app.register(uploadRoutes);
  await app.register(uploadTaskRoutes);
  await app.register(tusRoutes);
  await app.register(readingRoutes);
  await app.register(syncRoutes);
  await app.register(drawImageRoutes);
  await app.register(gatewayRoutes);
  await app.register(openapiRoutes, { routes });

  for (const plugin of plugins) await app.register(plugin);

  await registerStatic(app, config.staticDir);
  return app;
}

async function registerStatic(app: FastifyInstance, staticDir: string | null): Promise<void> {
  if (!staticDir || !existsSync(path.join(staticDir, 'index.html'))) return;
  const assets = path.join(staticDir, 'assets') + path.sep;
  const indexFile = path.join(staticDir, 'index.html');
  if (!/\snonce=/i.test(await readFile(indexFile, 'utf8'))) {
    app.log.warn(`${indexFile} has no nonce attributes: the page's CSP will refuse its inline <style>s and styled-components' styles (build it with Vite's html.cspNonce)`);
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    // No route per file: every file goes through the one route below, which @fastify/compress
    // leaves alone (a file's .br/.gz was made at build, and one not worth compressing then is not now).
    serve: false,
    // The page is never served as a file: each response gets its own CSP nonce (sendPage).
    index: false,
    // `x.br` / `x.gz` written by the demo's build (apps/demo/precompressAssets.ts), by Accept-Encoding.
    preCompressed: true,
    // Set below instead: the plugin's own header would override anything set per file.
    cacheControl: false,
    setHeaders: (res, sent) => {
      const file = precompressedOriginal(sent) ?? sent;
      // Vite puts a content hash in every name under assets/, so such a file never changes; the
      // page (which names the current assets) and everything else are revalidated on every visit.
      res.setHeader('cache-control', file.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Any other HTML in the folder gets the page's policy with a nonce nothing carries.
      if (file.endsWith('.html')) res.setHeader('content-security-policy', pageCsp(newCspNonce()));
      // The plugin sets none: a shared cache must not hand one client's encoding to another.
      if (file !== sent || PRECOMPRESSED.some((suffix) => existsSync(file + suffix))) res.setHeader('vary', 'accept-encoding');
    },
  });
  // Read on each request (a rebuilt demo names new assets); `no-cache` with no validator means a
  // cache never hands one nonce to two page loads. Not compressed: about 2 kB, and new every time.
  const sendPage = async (reply: FastifyReply) => {
    const nonce = newCspNonce();
    const html = withNonce(await readFile(indexFile, 'utf8'), nonce);
    return reply.headers(pageSecurityHeaders(nonce)).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get('/', { compress: false }, (_request, reply) => sendPage(reply));
  app.get('/*', { compress: false }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // API-looking paths never fall back to the SPA: a typo there must be a JSON 404.
    if (/^\/(api|openapi|mjapi)(\/|$)/.test(url)) {
      return reply.code(404).send({ code: 'NOT_FOUND', msg: `No route ${request.method} ${url}` });
    }
    const file = path.join(staticDir, url);
    // With the separator: a sibling such as `dist-secret/` must not pass as inside `dist`. A
    // precompressed copy is sent only in its original's place, with that original's type.
    if (file !== indexFile && file.startsWith(staticDir + path.sep) && path.extname(url) && existsSync(file) && !precompressedOriginal(file)) {
      return reply.sendFile(url.slice(1));
    }
    return sendPage(reply);
  });
}

const PRECOMPRESSED = ['.br', '.gz'];

/** The file `file` is the precompressed copy of, if it is one (its original lies beside it). */
function precompressedOriginal(file: string): string | null {
  const suffix = PRECOMPRESSED.find((s) => file.endsWith(s));
  const original = suffix ? file.slice(0, -suffix.length) : null;
  return original && existsSync(original) ? original : null;
}
