import type { WechatConfig } from '../config';
import { ApiError } from '../http/errors';

interface Jscode2SessionReply {
  openid?: string;
  session_key?: string;
  unionid?: string;
  errcode?: number;
  errmsg?: string;
}

/** Exchanges a mini-program login code for the user's openid (WeChat `jscode2session`). */
export async function exchangeWxCode(config: WechatConfig, code: string): Promise<string> {
  if (!config.appId || !config.secret) {
    throw new ApiError(503, 'WX_NOT_CONFIGURED', 'WeChat login is not configured on this server (WX_APPID, WX_SECRET)');
  }
  const url = new URL(`${config.apiBase}/sns/jscode2session`);
  url.search = new URLSearchParams({
    appid: config.appId,
    secret: config.secret,
    js_code: code,
    grant_type: 'authorization_code',
  }).toString();
  let reply: Jscode2SessionReply;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    // WeChat answers 200 with text/plain JSON, errors included.
    reply = JSON.parse(await response.text()) as Jscode2SessionReply;
  } catch {
    throw new ApiError(502, 'UPSTREAM_UNAVAILABLE', 'The WeChat login service did not answer');
  }
  if (reply.errcode || typeof reply.openid !== 'string' || reply.openid === '') {
    throw new ApiError(401, 'WX_LOGIN_FAILED', `WeChat refused the login code${reply.errmsg ? `: ${reply.errmsg}` : ''}`, {
      errcode: reply.errcode ?? null,
    });
  }
  return reply.openid;
}
