import type { MjButton, MjSubmitResult, MjTask } from '../api/types';
import { actionOf, describeButtons, gridButtons, upscaleButtons } from './mjButtons';
import { dalleImages } from './fakeDalleImages';
import { CORS, DATA_URL, finalPng, json, refused, submitted, svg } from './fakeMjWire';

export interface FakeMidjourneyOptions {
  /** When set, requests without an equal `mj-api-secret` header get HTTP 401 with an empty body. */
  apiSecret?: string;
  /** Progress strings a task shows on successive polls before it succeeds. @default ['0%', '45%', '85%'] */
  progressSteps?: readonly string[];
  /** Prompts containing this word are refused with code 24. @default 'forbiddenword' */
  bannedWord?: string;
  /** Origin used for image URLs when the request carries no Host (in-process use). @default 'http://fake-mj.local' */
  origin?: string;
}

/** A scripted answer for the next submit call, instead of the normal one. */
export type FakeSubmitOverride =
  | { kind: 'queue'; ahead: number }
  | { kind: 'reject'; code: 4 | 9 | 23; description: string }
  | { kind: 'failTask'; reason: string }
  | { kind: 'http'; status: number; body: string; contentType?: string };

export interface FakeMjRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeMidjourney {
  readonly requests: FakeMjRequest[];
  readonly tasks: Map<string, MjTask>;
  /** Queues overrides for the next submit calls (imagine, blend, describe, action, swap…), in order. */
  nextSubmit(...overrides: FakeSubmitOverride[]): void;
  /** Makes the next task fetches fail with this HTTP status (network trouble, for backoff tests). */
  failFetches(count: number, status?: number): void;
  /**
   * Drops a task as a proxy does once its store expires it: fetching it answers as for an id never
   * seen (200 with an empty body, as novicezk does), and its image URLs answer 404.
   */
  forget(taskId: string): void;
  /** Forgets every task so far, and the images of every DALL·E answer so far. */
  forgetAll(): void;
  handle(request: Request): Promise<Response>;
  fetch: typeof fetch;
}

interface TaskState {
  step: number;
  failReason: string | null;
  hash: string;
}

/**
 * A stand-in for a midjourney-proxy server (novicezk, with the trueai/plus extras the client uses):
 * submit endpoints with the reference's result codes, tasks whose progress advances one step per
 * fetch, buttons with `customId`, MODAL confirmation, seeds, list-by-condition and image bytes.
 */
export function createFakeMidjourney(options: FakeMidjourneyOptions = {}): FakeMidjourney {
  const steps = options.progressSteps ?? ['0%', '45%', '85%'];
  const banned = options.bannedWord ?? 'forbiddenword';
  const requests: FakeMjRequest[] = [];
  const tasks = new Map<string, MjTask>();
  const states = new Map<string, TaskState>();
  const overrides: FakeSubmitOverride[] = [];
  /** Ids whose images no longer exist upstream; DALL·E ids are remembered so forgetAll reaches them. */
  const forgotten = new Set<string>();
  const dalleIds = new Set<string>();
  let failingFetches: { count: number; status: number } = { count: 0, status: 500 };
  let counter = 0;
  let queueDepth = 0;

  const newId = () => `${Date.now()}${String(++counter % 1000).padStart(3, '0')}`;

  function create(init: Partial<MjTask> & { action: string }, failReason: string | null): MjTask {
    const id = newId();
    const task: MjTask = {
      id,
      action: init.action,
      status: 'NOT_START',
      prompt: init.prompt ?? '',
      promptEn: init.promptEn ?? init.prompt ?? '',
      description: init.description ?? '',
      submitTime: Date.now(),
      startTime: 0,
      finishTime: 0,
      imageUrl: '',
      progress: '',
      failReason: '',
      properties: { discordInstanceId: '1', ...(init.properties ?? {}) },
      buttons: [],
      botType: init.botType ?? 'MID_JOURNEY',
      ...(init.parentId ? { parentId: init.parentId } : {}),
    };
    tasks.set(id, task);
    states.set(id, { step: -1, failReason, hash: `${id.slice(-6)}-hash` });
    return task;
  }

  function finalButtons(task: MjTask, hash: string): MjButton[] {
    if (task.action === 'DESCRIBE') return describeButtons();
    if (['UPSCALE', 'SWAP_FACE'].includes(task.action)) return upscaleButtons(hash);
    if (task.action === 'UPSCALE_HD') return [];
    return gridButtons(hash);
  }

  function advance(task: MjTask, origin: string) {
    const state = states.get(task.id);
    if (!state || task.status === 'SUCCESS' || task.status === 'FAILURE' || task.status === 'MODAL' || task.status === 'CANCEL') return;
    state.step += 1;
    const imageUrl = (kind: string) => `${origin}/attachments/${task.id}-${kind}.svg`;
    if (state.step === 0) {
      task.status = 'SUBMITTED';
      task.progress = '0%';
      return;
    }
    task.startTime ||= Date.now();
    if (state.failReason && state.step >= 1) {
      Object.assign(task, { status: 'FAILURE', progress: '', failReason: state.failReason, finishTime: Date.now() });
      return;
    }
    const progress = steps[state.step - 1];
    if (progress !== undefined) {
      Object.assign(task, { status: 'IN_PROGRESS', progress, imageUrl: imageUrl('partial') });
      return;
    }
    Object.assign(task, { status: 'SUCCESS', progress: '100%', imageUrl: imageUrl('final'), finishTime: Date.now(), buttons: finalButtons(task, state.hash), seed: String(1000 + counter) });
    if (task.action === 'DESCRIBE') {
      task.properties = { ...task.properties, finalPrompt: '1️⃣ a red fox in snow --ar 1:1\n\n2️⃣ a fox, watercolor\n\n3️⃣ fox portrait, studio light\n\n4️⃣ minimal fox logo' };
    }
    if (task.action === 'SHORTEN') task.properties = { ...task.properties, finalPrompt: task.prompt.split(/\s+/).slice(0, 4).join(' ') };
  }

  function startTask(origin: string, init: Partial<MjTask> & { action: string }): MjSubmitResult | Response {
    const override = overrides.shift();
    if (override?.kind === 'http') return new Response(override.body, { status: override.status, headers: { 'content-type': override.contentType ?? 'text/html', ...CORS } });
    if (override?.kind === 'reject') return refused(override.code, override.description);
    const task = create(init, override?.kind === 'failTask' ? override.reason : null);
    if (override?.kind === 'queue') {
      queueDepth = override.ahead;
      return { code: 22, description: `排队中，前面还有${queueDepth}个任务`, result: task.id, properties: { numberOfQueues: queueDepth, discordInstanceId: '1' } };
    }
    return submitted(task.id);
  }

  const isImages = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

  function submit(path: string, body: Record<string, unknown>, origin: string): MjSubmitResult | Response {
    const botType = body['botType'] === 'NIJI_JOURNEY' ? 'NIJI_JOURNEY' : 'MID_JOURNEY';
    switch (path) {
      case '/mj/submit/imagine': {
        const prompt = typeof body['prompt'] === 'string' ? body['prompt'].trim() : '';
        if (!prompt) return refused(4, 'prompt不能为空');
        const images = body['base64Array'] ?? [];
        if (!isImages(images) || !images.every((i) => DATA_URL.test(i))) return refused(4, 'base64格式错误');
        if (prompt.toLowerCase().includes(banned)) return refused(24, `可能包含敏感词`, { promptEn: prompt, bannedWord: banned });
        return startTask(origin, { action: 'IMAGINE', prompt, description: `/imagine ${prompt}`, botType });
      }
      case '/mj/submit/blend': {
        const images = body['base64Array'];
        if (!isImages(images) || images.length < 2 || images.length > 5) return refused(4, 'base64List参数错误');
        if (!images.every((i) => DATA_URL.test(i))) return refused(4, 'base64格式错误');
        return startTask(origin, { action: 'BLEND', description: `/blend ${images.length}`, botType });
      }
      case '/mj/submit/describe': {
        if (typeof body['base64'] !== 'string' || !DATA_URL.test(body['base64'])) return refused(4, 'base64格式错误');
        return startTask(origin, { action: 'DESCRIBE', description: '/describe', botType });
      }
      case '/mj/submit/shorten': {
        const prompt = typeof body['prompt'] === 'string' ? body['prompt'].trim() : '';
        if (!prompt) return refused(4, 'prompt不能为空');
        return startTask(origin, { action: 'SHORTEN', prompt, description: `/shorten ${prompt}`, botType });
      }
      case '/mj/insight-face/swap': {
        if (typeof body['sourceBase64'] !== 'string' || typeof body['targetBase64'] !== 'string') return refused(4, 'sourceBase64和targetBase64不能为空');
        if (!DATA_URL.test(body['sourceBase64']) || !DATA_URL.test(body['targetBase64'])) return refused(4, 'base64格式错误');
        return startTask(origin, { action: 'SWAP_FACE', description: '/swap' });
      }
      case '/mj/submit/action':
        return action(body, origin);
      case '/mj/submit/modal':
        return modal(body);
      case '/mj/submit/change': {
        const parent = tasks.get(String(body['taskId']));
        if (!parent) return refused(3, '关联任务不存在或已失效');
        const kind = String(body['action']);
        const index = Number(body['index']);
        if (!['UPSCALE', 'VARIATION', 'REROLL'].includes(kind) || (kind !== 'REROLL' && !(index >= 1 && index <= 4))) return refused(4, 'action参数错误');
        if (parent.status !== 'SUCCESS') return refused(4, '关联任务状态错误');
        return startTask(origin, { action: kind, prompt: parent.prompt, parentId: parent.id, description: `/up ${parent.id} ${kind[0]}${index}` });
      }
      default:
        return json(404, { error: 'Not Found', path });
    }
  }

  function action(body: Record<string, unknown>, origin: string): MjSubmitResult | Response {
    const customId = body['customId'];
    const parent = tasks.get(String(body['taskId']));
    if (typeof customId !== 'string' || !customId) return refused(4, 'customId不能为空');
    if (!parent) return refused(3, '关联任务不存在或已失效');
    if (parent.status !== 'SUCCESS') return refused(4, '关联任务状态错误');
    if (!parent.buttons?.some((b) => b.customId === customId)) return refused(4, '操作按钮不存在');
    const kind = actionOf(customId);
    if (customId.includes('CustomZoom') || customId.includes('Inpaint')) {
      const override = overrides.shift();
      if (override) overrides.unshift(override);
      const task = create({ action: kind, prompt: parent.prompt, parentId: parent.id, description: `/action ${customId}` }, override?.kind === 'failTask' ? override.reason : null);
      if (override?.kind === 'failTask') overrides.shift();
      task.status = 'MODAL';
      task.properties = { ...task.properties, finalPrompt: parent.prompt, remix: true, customId };
      return { code: 21, description: 'Waiting for window confirm', result: task.id, properties: { finalPrompt: parent.prompt, remix: true } };
    }
    const prompt = customId.includes('PicReader') ? describedPrompt(parent, customId) : parent.prompt;
    return startTask(origin, { action: kind, prompt, parentId: parent.id, description: `/action ${customId}` });
  }

  function describedPrompt(parent: MjTask, customId: string): string {
    const index = Number(/PicReader::(\d)/.exec(customId)?.[1] ?? 1);
    const text = String(parent.properties['finalPrompt'] ?? '');
    return text.split(/\n+/).filter(Boolean)[index - 1]?.replace(/^\S+\s*/, '') ?? '';
  }

  function modal(body: Record<string, unknown>): MjSubmitResult {
    const task = tasks.get(String(body['taskId']));
    if (!task) return refused(3, '关联任务不存在或已失效');
    if (task.status !== 'MODAL') return refused(4, '任务状态错误');
    const customId = String(task.properties['customId'] ?? '');
    const prompt = typeof body['prompt'] === 'string' ? body['prompt'] : '';
    if (customId.includes('Inpaint')) {
      const mask = body['maskBase64'];
      if (typeof mask !== 'string' || mask.startsWith('data:') || !/^[A-Za-z0-9+/=]+$/.test(mask)) return refused(4, 'maskBase64格式错误');
    }
    if (customId.includes('CustomZoom')) {
      const zoom = Number(/--zoom\s+([\d.]+)/.exec(prompt)?.[1]);
      if (!(zoom >= 1 && zoom <= 2)) return refused(4, 'zoom参数错误');
    }
    task.status = 'SUBMITTED';
    task.prompt = prompt.trim() || String(task.properties['finalPrompt'] ?? '');
    task.properties = { ...task.properties, finalPrompt: task.prompt };
    return submitted(task.id);
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url, 'http://fake.local');
    // In-process use may keep a proxy prefix (`/mjapi/mj/…`); the server itself lives at `/mj/…`.
    const path = url.pathname.replace(/^.*?(?=\/(?:mj|v1|attachments)\/)/, '');
    const origin = request.headers.get('host') ? `http://${request.headers.get('host')}` : (options.origin ?? 'http://fake-mj.local');
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    const image = /^\/attachments\/(\d+)-(partial|final)\.svg$/.exec(path);
    if (image && request.method === 'GET') {
      const [, id = '', kind] = image;
      if (forgotten.has(id)) return json(404, { error: 'Not Found', path });
      // The final image is a PNG whatever the name says (tests match the `.svg` name); the bytes
      // and Content-Type decide, as they do for a CDN's links.
      if (kind === 'final') return new Response(finalPng(id), { headers: { 'content-type': 'image/png', ...CORS } });
      return new Response(svg(`${tasks.get(id)?.progress ?? ''}`, Number(id) % 360), { headers: { 'content-type': 'image/svg+xml', ...CORS } });
    }
    const text = request.method === 'GET' ? '' : await request.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      return json(400, { error: 'Bad Request', message: 'JSON parse error' });
    }
    const headers = Object.fromEntries(request.headers.entries());
    requests.push({ method: request.method, path: url.pathname, headers, body });
    if (options.apiSecret && path.startsWith('/mj/') && headers['mj-api-secret'] !== options.apiSecret) return new Response(null, { status: 401, headers: CORS });

    const fetchMatch = /^\/mj\/task\/([^/]+)\/(fetch|image-seed|cancel)$/.exec(path);
    if (fetchMatch) {
      const [, id = '', what] = fetchMatch;
      if (what === 'fetch' && failingFetches.count > 0) {
        failingFetches.count -= 1;
        return json(failingFetches.status, { error: 'Internal Server Error' });
      }
      const task = tasks.get(id);
      // novicezk answers an unknown id with 200 and an empty body (a null task).
      if (!task) return what === 'fetch' ? new Response('', { status: 200, headers: CORS }) : json(200, refused(3, '任务不存在'));
      if (what === 'image-seed') return json(200, task.seed ? { code: 1, description: 'success', result: task.seed } : refused(4, '任务未完成'));
      if (what === 'cancel') {
        Object.assign(task, { status: 'CANCEL', failReason: 'Canceled' });
        return json(200, { code: 1, description: 'success', result: task.id, properties: {} });
      }
      advance(task, origin);
      return json(200, task);
    }
    if (path === '/v1/images/generations' && request.method === 'POST') {
      const id = newId();
      dalleIds.add(id);
      return dalleImages(body, `${origin}/attachments/${id}-final.svg`, finalPng(id));
    }
    if (path === '/mj/task/list-by-condition' && request.method === 'POST') {
      const ids = (body as { ids?: unknown } | null)?.ids;
      if (!Array.isArray(ids)) return json(200, []);
      return json(200, ids.flatMap((id) => tasks.get(String(id)) ?? []));
    }
    if (request.method !== 'POST' || typeof body !== 'object' || body === null) return json(404, { error: 'Not Found', path: path });
    const result = submit(path, body as Record<string, unknown>, origin);
    return result instanceof Response ? result : json(200, result);
  }

  return {
    requests,
    tasks,
    nextSubmit: (...items) => void overrides.push(...items),
    failFetches: (count, status = 500) => void (failingFetches = { count, status }),
    forget(taskId) {
      tasks.delete(taskId);
      states.delete(taskId);
      forgotten.add(taskId);
    },
    forgetAll() {
      for (const id of [...tasks.keys(), ...dalleIds]) {
        tasks.delete(id);
        states.delete(id);
        forgotten.add(id);
      }
    },
    handle,
    fetch: (input, init) => handle(new Request(new URL(String(input instanceof Request ? input.url : input), 'http://fake.local'), init)),
  };
}
