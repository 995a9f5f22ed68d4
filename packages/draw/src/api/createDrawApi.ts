import { ApiRequestError, type GatewayClient } from '@atelier/core';
import { refineDrawError, standaloneGateway } from './drawGateway';
import { imageUrlFrom } from './imageUrlFrom';
import { parseSubmitResult, parseTask } from './parseTask';
import type { DrawEndpoint, MjSubmitResult, MjTask, ModalBody, SubmitRequest } from './types';

export interface DrawApiOptions {
  /** Read on every call so a settings change applies to the next request. */
  getEndpoint: () => DrawEndpoint;
  /**
   * The app's gateway client (`useServices().gateway`): the access password, our own origin and
   * the error shape. @default one that knows the page's origin only and no password
   */
  gateway?: GatewayClient;
  /** The fetch of the default gateway (tests, proxies); ignored when `gateway` is given. @default globalThis.fetch */
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

// Accept both `https://host` and `https://host/mj` as the drawing address.
const urlFor = (endpoint: DrawEndpoint, path: string) => `${endpoint.baseUrl.replace(/\/+$/, '').replace(/\/mj$/, '')}/mj${path}`;

/**
 * Reference §1.1: GET without a body, POST with JSON. An own secret goes as `mj-api-secret`
 * wherever the drawing address points; the gateway adds the access password for our own server
 * only and turns every failure into an `ApiRequestError`.
 */
export function createDrawApi(options: DrawApiOptions): DrawApi {
  const gateway = options.gateway ?? standaloneGateway(options.fetch);
  const call = async (path: string, body: unknown, signal?: AbortSignal) => {
    const endpoint = options.getEndpoint();
    const answer = await gateway.fetchJson(urlFor(endpoint, path), {
      method: body === undefined ? 'GET' : 'POST',
      credential: endpoint.secret ? ['mj-api-secret', endpoint.secret] : null,
      refine: refineDrawError,
      ...(body !== undefined ? { body } : {}),
      ...(signal ? { signal } : {}),
    });
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
      if (!task) throw new ApiRequestError('TASK_NOT_FOUND', `Task ${taskId} was not found`, 200);
      return task;
    },
    async imageSeed(taskId, signal) {
      const result = parseSubmitResult((await call(`/task/${encodeURIComponent(taskId)}/image-seed`, undefined, signal)).answer);
      if (result.code !== 1 || typeof result.result !== 'string') throw new ApiRequestError('UPSTREAM_ERROR', result.description || 'No seed', 200);
      return result.result;
    },
    async listByCondition(ids, signal) {
      const { answer, baseUrl } = await call('/task/list-by-condition', { ids }, signal);
      return Array.isArray(answer) ? answer.flatMap((t) => taskFrom(t, baseUrl) ?? []) : [];
    },
  };
}
