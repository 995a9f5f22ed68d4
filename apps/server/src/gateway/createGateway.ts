import path from 'node:path';
import { Agent, type Dispatcher, ProxyAgent, Socks5ProxyAgent } from 'undici';
import { publicOnlyLookup } from '../infra/publicAddress';
import { RateLimiter } from '../infra/rateLimiter';
import { AttachmentStore } from '../domain/attachmentStore';
import type { GatewayConfig } from './gatewayConfig';
import { type Gpt, loadGpts } from './gptsCatalogue';
import { VerifyLock } from './verifyLock';

/** The gateway's long-lived parts, built once per server and reachable as `app.ctx.gateway`. */
export interface Gateway {
  config: GatewayConfig;
  /** Shared by POST /api/verify and the proxied routes' password check. */
  lock: VerifyLock;
  limiter: RateLimiter;
  /** Connection pool for every upstream call, through HTTPS_PROXY / SOCKS_PROXY when set. */
  dispatcher: Dispatcher;
  /**
   * For addresses an upstream hands us (a finished drawing's image URL): with no outbound proxy, a
   * pool whose sockets refuse names that resolve to non-public addresses; through HTTPS_PROXY /
   * SOCKS_PROXY the proxy connects, so it is the proxy's pool (the host is still checked first).
   */
  imageDispatcher: Dispatcher;
  gpts: Gpt[];
  attachmentsDir: string;
  /** Chat attachments' rows (quota, expiry) next to their files in `attachmentsDir`. */
  attachments: AttachmentStore;
}

function createDispatcher(proxy: string | null): Dispatcher {
  if (!proxy) return new Agent();
  if (/^socks5?:/.test(proxy)) return new Socks5ProxyAgent(proxy);
  return new ProxyAgent(proxy);
}

/** `now` is the clock of attachment ages (tests move it instead of waiting days). */
export async function createGateway(config: GatewayConfig, dataDir: string, db: ConstructorParameters<typeof AttachmentStore>[0], now: () => number = Date.now): Promise<Gateway> {
  const attachmentsDir = path.join(dataDir, 'attachments');
  const dispatcher = createDispatcher(config.outboundProxy);
  return {
    config,
    lock: new VerifyLock(config.maxFailures, config.lockMinutes * 60_000),
    limiter: new RateLimiter(config.rateLimitPerMinute, 60_000),
    dispatcher,
    imageDispatcher: config.outboundProxy ? dispatcher : new Agent({ connect: { lookup: publicOnlyLookup } }),
    gpts: await loadGpts(config.gptsFile),
    attachmentsDir,
    attachments: new AttachmentStore(db, attachmentsDir, config.attachmentTtlDays * 86_400_000, now),
  };
}
