import { gatewayHeaders, type OwnServer, ownServerOf } from '@atelier/core';
import { DrawApiError } from './DrawApiError';
import { requestJson } from './requestJson';

export const DALLE_MODELS = ['dall-e-3', 'dall-e-2'] as const;
export type DalleModel = (typeof DALLE_MODELS)[number];
export const DALLE_SIZES: Record<DalleModel, readonly string[]> = {
  'dall-e-3': ['1024x1024', '1792x1024', '1024x1792'],
  'dall-e-2': ['1024x1024', '512x512', '256x256'],
};
export type DalleQuality = 'standard' | 'hd';

export interface DalleRequest {
  model: DalleModel;
  prompt: string;
  size: string;
  /** Only dall-e-3 takes a quality. */
  quality?: DalleQuality;
}

export interface DalleImage {
  /** A URL (expires upstream) or a `data:image/png;base64,…` URL from `b64_json`. */
  src: string;
  revisedPrompt: string | null;
}

export interface DalleEndpoint {
  /** Without `/v1`, e.g. `/openapi`. */
  baseUrl: string;
  apiKey: string | null;
  /** Sent as `x-ptoken` to our own server only (with the own key, if any). */
  accessPassword: string | null;
  /** Where our own server is (core's `ownServerOf`). @default the page's origin alone */
  ownServer?: OwnServer;
}

export interface DalleApi {
  generate(request: DalleRequest, signal?: AbortSignal): Promise<DalleImage>;
}

/** OpenAI `POST /v1/images/generations` (reference §2.5), URL and b64_json answers alike. */
export function createDalleApi(options: { getEndpoint: () => DalleEndpoint; fetch?: typeof fetch }): DalleApi {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return {
    async generate(request, signal) {
      const endpoint = options.getEndpoint();
      const url = `${endpoint.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/images/generations`;
      const credential = endpoint.apiKey ? (['Authorization', `Bearer ${endpoint.apiKey}`] as const) : null;
      const own = endpoint.ownServer ?? ownServerOf('');
      const headers = { 'Content-Type': 'application/json', ...gatewayHeaders({ url, own, accessPassword: endpoint.accessPassword, credential }) };
      const body = { model: request.model, prompt: request.prompt, size: request.size, n: 1, ...(request.model === 'dall-e-3' && request.quality ? { quality: request.quality } : {}) };
      const answer = (await requestJson(fetchImpl, url, { method: 'POST', headers, body }, signal)) as { data?: { url?: unknown; b64_json?: unknown; revised_prompt?: unknown }[] } | null;
      const first = answer?.data?.[0];
      const src = typeof first?.url === 'string' ? first.url : typeof first?.b64_json === 'string' ? `data:image/png;base64,${first.b64_json}` : null;
      if (!src) throw new DrawApiError('HTTP', 'The images API answered without an image');
      return { src, revisedPrompt: typeof first?.revised_prompt === 'string' ? first.revised_prompt : null };
    },
  };
}
