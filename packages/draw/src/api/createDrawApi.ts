import { gatewayHeaders, ownServerOf } from '@atelier/core';
import { DrawApiError } from './DrawApiError';
import { imageUrlFrom } from './imageUrlFrom';
import { parseSubmitResult, parseTask } from './parseTask';
import { requestJson } from './requestJson';
import type { DrawEndpoint, MjSubmitResult, MjTask, ModalBody, SubmitRequest } from './types';

export interface DrawApiOptions {
  /** Read on every call so a settings change applies to the next request. */
  getEndpoint: () => DrawEndpoint;
  /** The fetch used for every call (tests, proxies). @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** The midjourney-proxy calls the DrawStudio makes (reference §1.2). */
export interface DrawApi {
  submit(request: SubmitRequest, signal?: AbortSignal): Promise<MjSubmitResult>;
  modal(body: ModalBody, signal?: AbortSignal): Promise<MjSubmitResult>;
  fetchTask(taskId: string, signal?: AbortSignal): Promise<MjTask>;
  imageSeed(taskId: string, signal?: AbortSignal): Promise<string>;
  listByCondition(ids: string[], signal?: AbortSignal): Promise<MjTask[]>;
}

const SUBMIT_PATHS: Record<SubmitRequest['kind'], string> = {
  imagine: '/submit/imagine',
  blend: '/submit/blend',
  describe: '/submit/describe',
  shorten: '/submit/shorten',
  action: '/submit/action',
  faceSwap: '/insight-face/swap',
};

/**
 * Reference §1.1, with core's rule: an own secret goes as `mj-api-secret` to wherever the drawing
 * address points; the access password as `x-ptoken` only when `url` is our own server.
 */
export function drawHeaders(endpoint: DrawEndpoint, url: string): Record<string, string> {
  const credential = endpoint.secret ? (['mj-api-secret', endpoint.secret] as const) : null;
  const own = endpoint.ownServer ?? ownServerOf('');
  return { 'Content-Type': 'application/json', ...gatewayHeaders({ url, own, accessPassword: endpoint.accessPassword, credential }) };
}

// Accept both `https://host` and `https://host/mj` as the drawing address.
const urlFor = (endpoint: DrawEndpoint, path: string) => `${endpoint.baseUrl.replace(/\/+$/, '').replace(/\/mj$/, '')}/mj${path}`;

export function createDrawApi(options: DrawApiOptions): DrawApi {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const call = async (path: string, body: unknown, signal?: AbortSignal) => {
    const endpoint = options.getEndpoint();
    const url = urlFor(endpoint, path);
    const answer = await requestJson(fetchImpl, url, { method: body === undefined ? 'GET' : 'POST', headers: drawHeaders(endpoint, url), ...(body !== undefined ? { body } : {}) }, signal, { accessGate: endpoint.direct !== true });
    return { answer, baseUrl: endpoint.baseUrl };
  };
  // Image URLs belong to the proxy that answered (an absolute one is kept as given).
  const taskFrom = (value: unknown, baseUrl: string) => {
    const task = parseTask(value);
    return task ? { ...task, imageUrl: imageUrlFrom(task.imageUrl, baseUrl) } : null;
  };
  return {
    async submit(request, signal) {
      return parseSubmitResult((await call(SUBMIT_PATHS[request.kind], request.body, signal)).answer);
    },
    async modal(body, signal) {
      return parseSubmitResult((await call('/submit/modal', body, signal)).answer);
    },
    async fetchTask(taskId, signal) {
      const { answer, baseUrl } = await call(`/task/${encodeURIComponent(taskId)}/fetch`, undefined, signal);
      const task = taskFrom(answer, baseUrl);
      if (!task) throw new DrawApiError('TASK_NOT_FOUND', `Task ${taskId} was not found`);
      return task;
    },
    async imageSeed(taskId, signal) {
      const result = parseSubmitResult((await call(`/task/${encodeURIComponent(taskId)}/image-seed`, undefined, signal)).answer);
      if (result.code !== 1 || typeof result.result !== 'string') throw new DrawApiError('HTTP', result.description || 'No seed');
      return result.result;
    },
    async listByCondition(ids, signal) {
      const { answer, baseUrl } = await call('/task/list-by-condition', { ids }, signal);
      return Array.isArray(answer) ? answer.flatMap((t) => taskFrom(t, baseUrl) ?? []) : [];
    },
  };
}
