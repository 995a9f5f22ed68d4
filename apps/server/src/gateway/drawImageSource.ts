import type { Readable } from 'node:stream';
import { request as undiciRequest } from 'undici';
import { ApiError } from '../http/errors';
import { AddressRefusedError, assertPublicHost } from '../infra/publicAddress';
import { type StagedFile, stageStream } from '../infra/stagedFile';
import type { Gateway } from './createGateway';
import { isAccessKey } from './sessionRoutes';
import { upstreamUrl } from './upstreamUrl';

/** A task object is a few kilobytes; anything much larger is not one. */
const TASK_BYTES = 1024 * 1024;

const unreachable = () => new ApiError(502, 'UPSTREAM_UNREACHABLE', 'The drawing service could not be reached');
const timedOut = (ms: number) => new ApiError(504, 'UPSTREAM_TIMEOUT', `The drawing service did not answer within ${ms} ms`);
const refused = () => new ApiError(502, 'DRAW_IMAGE_ADDRESS_REFUSED', 'The drawing service named an image address this server does not fetch');

function isRefusal(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if (e instanceof AddressRefusedError) return true;
  return false;
}

/** What a failed upstream call becomes; the upstream's address stays out of the answer. */
function toApiError(error: unknown, timeoutMs: number): ApiError {
  if (error instanceof ApiError) return error;
  if (isRefusal(error)) return refused();
  const code = (error as { code?: string }).code ?? '';
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') return timedOut(timeoutMs);
  return unreachable();
}

/** Stops reading a reply; undici reports the abort as an error nobody needs to hear. */
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

async function readCapped(body: Readable & AsyncIterable<Buffer>, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) {
      discard(body);
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The credential the `/mjapi` relay would send: the caller's own secret, else MJ_API_SECRET. */
export function mjCredential(gateway: Gateway, ownSecret: string | null): Record<string, string> {
  const own = ownSecret && !isAccessKey(gateway.config, ownSecret) ? ownSecret : null;
  const secret = own ?? gateway.config.mjApiSecret;
  return secret ? { 'mj-api-secret': secret } : {};
}

/**
 * Asks the configured midjourney-proxy for a task (`GET /mj/task/{id}/fetch`) and answers the
 * address of its finished image, resolved against MJ_SERVER. Not a finished task with an http(s)
 * image: 409 DRAW_TASK_NOT_FINISHED; a task the proxy does not know (novicezk answers an empty
 * body, others 404): 404 DRAW_TASK_NOT_FOUND.
 */
export async function finishedImageUrl(gateway: Gateway, taskId: string, ownSecret: string | null): Promise<URL> {
  const { config } = gateway;
  if (!config.mjServer) throw new ApiError(503, 'NO_UPSTREAM', 'No midjourney-proxy is configured on this server (MJ_SERVER)');
  const url = upstreamUrl(config.mjServer, '/mj', `/mj/task/${encodeURIComponent(taskId)}/fetch`);
  if (!url) throw new ApiError(400, 'VALIDATION_FAILED', 'task_id cannot name a task', { fields: [{ field: 'task_id', message: 'is not a task id' }] });
  let text: string | null;
  let status: number;
  try {
    const response = await undiciRequest(url, {
      method: 'GET',
      headers: { accept: 'application/json', ...mjCredential(gateway, ownSecret) },
      dispatcher: gateway.dispatcher,
      headersTimeout: config.timeoutMs,
      bodyTimeout: config.timeoutMs,
    });
    status = response.statusCode;
    text = await readCapped(response.body, TASK_BYTES);
  } catch (error) {
    throw toApiError(error, config.timeoutMs);
  }
  if (status === 404) throw notFound(taskId);
  if (status < 200 || status > 299 || text === null) throw new ApiError(502, 'UPSTREAM_UNAVAILABLE', `The drawing service answered ${status}`);
  let task: unknown;
  try {
    task = text.trim() === '' ? null : JSON.parse(text);
  } catch {
    throw new ApiError(502, 'UPSTREAM_UNAVAILABLE', 'The drawing service did not answer with a task');
  }
  if (task === null) throw notFound(taskId);
  const { status: taskStatus, imageUrl } = (typeof task === 'object' ? task : {}) as { status?: unknown; imageUrl?: unknown };
  const image = taskStatus === 'SUCCESS' && typeof imageUrl === 'string' ? parseHttpUrl(imageUrl, config.mjServer) : null;
  if (!image) throw new ApiError(409, 'DRAW_TASK_NOT_FINISHED', 'The task has not finished with an image', { status: typeof taskStatus === 'string' ? taskStatus : null });
  return image;
}

function notFound(taskId: string): ApiError {
  return new ApiError(404, 'DRAW_TASK_NOT_FOUND', `The drawing service no longer knows task ${taskId.slice(0, 40)}`);
}

function parseHttpUrl(value: string, base: string): URL | null {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Downloads an image into the tmp dir, at most `limit` bytes (413 PAYLOAD_TOO_LARGE past it,
 * read no further). An address on MJ_SERVER's own origin is the proxy's own and is fetched like
 * the task; any other must be public (502 DRAW_IMAGE_ADDRESS_REFUSED), checked before connecting
 * and again by the socket's lookup. Redirects are not followed: each hop would need the check.
 */
export async function downloadImage(gateway: Gateway, url: URL, limit: number, tmpDir: string): Promise<StagedFile> {
  const { config } = gateway;
  const own = config.mjServer !== null && new URL(config.mjServer).origin === url.origin;
  try {
    if (!own) await assertPublicHost(url.hostname);
    const response = await undiciRequest(url, {
      method: 'GET',
      headers: { accept: 'image/png, image/jpeg, image/gif, image/webp' },
      dispatcher: own ? gateway.dispatcher : gateway.imageDispatcher,
      headersTimeout: config.timeoutMs,
      bodyTimeout: config.timeoutMs,
    });
    if (response.statusCode < 200 || response.statusCode > 299) {
      discard(response.body);
      throw new ApiError(502, 'UPSTREAM_UNAVAILABLE', `The image address answered ${response.statusCode}`);
    }
    const declared = Number(response.headers['content-length'] ?? NaN);
    if (declared > limit) {
      discard(response.body);
      throw tooLarge(limit);
    }
    try {
      return await stageStream(response.body, tmpDir, 'draw-image', limit);
    } catch (error) {
      if ((error as { code?: string }).code === 'STAGED_TOO_LARGE') throw tooLarge(limit);
      throw error;
    }
  } catch (error) {
    throw toApiError(error, config.timeoutMs);
  }
}

function tooLarge(limit: number): ApiError {
  return new ApiError(413, 'PAYLOAD_TOO_LARGE', `A drawing's image may not exceed ${limit} bytes`, { max_bytes: limit });
}
