import type { HttpClient } from '@atelier/core';
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

/** The part of core's HTTP client tus needs: the session headers and the one shared refresh. */
export type TusAuth = Pick<HttpClient, 'authHeaders' | 'refreshAccessToken'>;

const BEARER = 'Bearer ';

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
    private readonly auth: TusAuth,
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
    const headers = this.auth.authHeaders(this.url);
    for (const [name, value] of Object.entries(headers)) request.setHeader(name, value);
    const sent = headers['Authorization'];
    return sent?.startsWith(BEARER) ? sent.slice(BEARER.length) : null;
  }

  async send(body: unknown): Promise<HttpResponse> {
    const sentToken = this.authorize(this.current);
    const response = await this.current.send(body);
    if (response.getStatus() !== 401 || sentToken === null || this.aborted) return response;
    // A second 401 goes back to tus as it is: the upload fails as UNAUTHORIZED, and a failed
    // refresh has already ended the session in the client.
    const token = await this.auth.refreshAccessToken(sentToken);
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

/** Wraps tus' HTTP stack so every request carries the latest token and survives its expiry (one refresh, one retry). */
export function refreshingHttpStack(inner: HttpStack, auth: TusAuth): HttpStack {
  return {
    createRequest: (method, url) => new RefreshingRequest(inner, method, url, auth),
    getName: () => `${inner.getName()}+session`,
  };
}
