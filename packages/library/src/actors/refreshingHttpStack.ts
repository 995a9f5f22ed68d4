import type { HttpClient } from '@atelier/core';
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

/** The part of core's HTTP client tus needs: the session headers and the one shared refresh. */
export type TusAuth = Pick<HttpClient, 'authHeaders' | 'refreshAccessToken'> & {
  /** When the current access token expires (ms since the epoch), if known: it is renewed a minute before. */
  expiresAt?: () => number | null;
};

const BEARER = 'Bearer ';

/** A token this close to its expiry is renewed before a request rather than sent to be refused. */
export const RENEW_BEFORE_MS = 60_000;

/** What all requests of one transfer share: which token was already renewed ahead of time. */
interface Renewal {
  auth: TusAuth;
  now: () => number;
  /** The expiry last renewed ahead of: a source whose expiry does not move after a refresh must not refresh before every request. */
  renewedAt: number | null;
}

const tokenOf = (headers: Record<string, string>) => {
  const sent = headers['Authorization'];
  return sent?.startsWith(BEARER) ? sent.slice(BEARER.length) : null;
};

/** Renews a token about to expire, so a chunk of up to 8 MiB is not sent only to come back 401. */
async function renewIfExpiring(renewal: Renewal, url: string): Promise<void> {
  const expiresAt = renewal.auth.expiresAt?.();
  if (!expiresAt || expiresAt === renewal.renewedAt || expiresAt - renewal.now() > RENEW_BEFORE_MS) return;
  const token = tokenOf(renewal.auth.authHeaders(url));
  if (token === null) return;
  renewal.renewedAt = expiresAt;
  await renewal.auth.refreshAccessToken(token);
}

/**
 * One tus request that carries the current session and, on a 401, renews it through the shared
 * refresh and sends itself once more. Done below tus rather than through its retry hooks: a 401 on
 * the resume `HEAD` makes tus forget the upload and start over, and a retry there would spend
 * one of the delays meant for a flaky network.
 */
class RefreshingRequest implements HttpRequest {
  private readonly headers = new Map<string, string>();
  private progress: ((bytesSent: number) => void) | null = null;
  private current: HttpRequest;
  private aborted = false;

  constructor(
    private readonly inner: HttpStack,
    private readonly method: string,
    private readonly url: string,
    private readonly renewal: Renewal,
  ) {
    this.current = inner.createRequest(method, url);
  }

  getMethod() {
    return this.method;
  }

  getURL() {
    return this.url;
  }

  setHeader(header: string, value: string) {
    this.headers.set(header, value);
    this.current.setHeader(header, value);
  }

  getHeader(header: string) {
    return this.headers.get(header);
  }

  setProgressHandler(handler: (bytesSent: number) => void) {
    this.progress = handler;
    this.current.setProgressHandler(handler);
  }

  /** Sets the session headers read now (a token refreshed by any other request is used) and returns the token sent. */
  private authorize(request: HttpRequest): string | null {
    const headers = this.renewal.auth.authHeaders(this.url);
    for (const [name, value] of Object.entries(headers)) request.setHeader(name, value);
    return tokenOf(headers);
  }

  async send(body: unknown): Promise<HttpResponse> {
    await renewIfExpiring(this.renewal, this.url);
    // Stopped while the token was renewed: tus has stopped listening, so nothing is sent.
    if (this.aborted) throw new Error('tus: request aborted');
    const sentToken = this.authorize(this.current);
    const response = await this.current.send(body);
    if (response.getStatus() !== 401 || sentToken === null || this.aborted) return response;
    // A second 401 goes back to tus as it is: the upload fails as UNAUTHORIZED, and a failed
    // refresh has already ended the session in the client.
    const token = await this.renewal.auth.refreshAccessToken(sentToken);
    if (!token || this.aborted) return response;
    const retry = this.inner.createRequest(this.method, this.url);
    for (const [name, value] of this.headers) retry.setHeader(name, value);
    if (this.progress) retry.setProgressHandler(this.progress);
    this.current = retry;
    this.authorize(retry);
    return retry.send(body);
  }

  abort() {
    this.aborted = true;
    return this.current.abort();
  }

  getUnderlyingObject(): unknown {
    return this.current.getUnderlyingObject();
  }
}

/**
 * Wraps tus' HTTP stack so every request carries the latest token, renewed a minute before it
 * expires, and survives a 401 anyway (one refresh, one retry).
 */
export function refreshingHttpStack(inner: HttpStack, auth: TusAuth, now: () => number = Date.now): HttpStack {
  const renewal: Renewal = { auth, now, renewedAt: null };
  return {
    createRequest: (method, url) => new RefreshingRequest(inner, method, url, renewal),
    getName: () => `${inner.getName()}+session`,
  };
}
