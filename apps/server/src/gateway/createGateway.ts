import path from 'node:path';
import { Agent, type Dispatcher, ProxyAgent, Socks5ProxyAgent } from 'undici';
import { RateLimiter } from '../infra/rateLimiter';
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
  gpts: Gpt[];
  attachmentsDir: string;
}

function createDispatcher(proxy: string | null): Dispatcher {
  if (!proxy) return new Agent();
  if (/^socks5?:/.test(proxy)) return new Socks5ProxyAgent(proxy);
  return new ProxyAgent(proxy);
}

export async function createGateway(config: GatewayConfig, dataDir: string): Promise<Gateway> {
  return {
    config,
    lock: new VerifyLock(config.maxFailures, config.lockMinutes * 60_000),
    limiter: new RateLimiter(config.rateLimitPerMinute, 60_000),
    dispatcher: createDispatcher(config.outboundProxy),
    gpts: await loadGpts(config.gptsFile),
    attachmentsDir: path.join(dataDir, 'attachments'),
  };
}
