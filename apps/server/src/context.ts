import type { FileStore } from '@tus/file-store';
import type { ServerConfig } from './config';
import type { Db } from './db/openDatabase';
import type { PgliteUpkeep } from './db/pgliteUpkeep';
import type { BookAccessCache } from './domain/bookAccessCache';
import type { ProgressWriter } from './domain/progressWriter';
import type { SessionCache } from './domain/sessionCache';
import type { UserCache } from './domain/userCache';
import type { Gateway } from './gateway/createGateway';
import type { MailOutbox } from './infra/mailOutbox';
import type { RateLimiter } from './infra/rateLimiter';
import type { Storage } from './infra/storage/Storage';
import type { AccessTokens } from './infra/tokens';
import type { MetadataPool } from './infra/metadata/metadataPool';
import type { UrlSigner } from './infra/urlSigner';

/** Everything a route needs, built once in buildApp and reachable as `app.ctx`. */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  /** Vacuum and analyze on PGlite, which has no autovacuum; null on PostgreSQL. */
  upkeep: PgliteUpkeep | null;
  tokens: AccessTokens;
  /** The caller's row, per request; forget a user after changing it. */
  users: UserCache;
  /** Whether a signed-in device is still signed in; forget one after revoking it. */
  sessions: SessionCache;
  /** Reading progress writes, batched while the database is busy. */
  progress: ProgressWriter;
  /** That a user may open a book, remembered briefly for progress writes; forget books whose access changed. */
  bookAccess: BookAccessCache;
  storage: Storage;
  authLimiter: RateLimiter;
  /** Where request bodies are staged before they move into storage. */
  tmpDir: string;
  /** Where tus keeps uploads (data file + JSON info per id). */
  uploadsDir: string;
  tusStore: FileStore;
  /** The AI gateway's pool, limits and catalogue. */
  gateway: Gateway;
  /** Worker threads that read uploads' title, author, cover and duration. */
  metadata: MetadataPool;
  /** Signs and checks the short-lived addresses of private books' files, covers and QR codes. */
  urls: UrlSigner;
  /** Milliseconds since the epoch for stored ages a test may move (reset links' and codes' expiry); `Date.now` outside tests. */
  clock: () => number;
  /** Password reset codes by e-mail: the outgoing mail and the hourly sends per address; null without SMTP_URL. */
  emailReset: { outbox: MailOutbox; sendLimiter: RateLimiter } | null;
}

export interface AuthUser {
  id: string;
  userName: string;
  isAdmin: boolean;
  /** The refresh family (device) the access token belongs to; null for tokens from before sessions. */
  sessionId: string | null;
}

export type AuthMode = 'public' | 'optional' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
    /** The body may be large and slow (uploads, relayed calls): held to a minimum rate, not REQUEST_TIMEOUT_MS. */
    streamsBody?: boolean;
  }
  interface FastifySchema {
    /** OpenAPI grouping and summary; ignored by validation. */
    tags?: string[];
    summary?: string;
    /** The types of a body the handler reads as a raw stream (no `body` schema): for the OpenAPI document only. */
    rawBodyTypes?: string[];
  }
}
