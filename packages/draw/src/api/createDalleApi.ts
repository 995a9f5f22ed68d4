import { ApiRequestError, type GatewayClient } from '@atelier/core';
import { refineDrawError, standaloneGateway } from './drawGateway';

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
  /** The own key, sent as a Bearer token wherever `baseUrl` points (the gateway adds the access password for our own server only). */
  apiKey: string | null;
}

export interface DalleApi {
  generate(request: DalleRequest, signal?: AbortSignal): Promise<DalleImage>;
}

export interface DalleApiOptions {
  getEndpoint: () => DalleEndpoint;
  /** The app's gateway client (`useServices().gateway`). @default one that knows the page's origin only and no password */
  gateway?: GatewayClient;
  /** The fetch of the default gateway; ignored when `gateway` is given. */
  fetch?: typeof fetch;
}

/** OpenAI `POST /v1/images/generations` (reference §2.5), URL and b64_json answers alike. */
export function createDalleApi(options: DalleApiOptions): DalleApi {
  const gateway = options.gateway ?? standaloneGateway(options.fetch);
  return {
    async generate(request, signal) {
      const endpoint = options.getEndpoint();
      const url = `${endpoint.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/images/generations`;
      const body = { model: request.model, prompt: request.prompt, size: request.size, n: 1, ...(request.model === 'dall-e-3' && request.quality ? { quality: request.quality } : {}) };
      const answer = (await gateway.fetchJson(url, {
        method: 'POST',
        body,
        credential: endpoint.apiKey ? ['Authorization', `Bearer ${endpoint.apiKey}`] : null,
        refine: refineDrawError,
        ...(signal ? { signal } : {}),
      })) as { data?: { url?: unknown; b64_json?: unknown; revised_prompt?: unknown }[] } | null;
      const first = answer?.data?.[0];
      const src = typeof first?.url === 'string' ? first.url : typeof first?.b64_json === 'string' ? `data:image/png;base64,${first.b64_json}` : null;
      if (!src) throw new ApiRequestError('UPSTREAM_ERROR', 'The images API answered without an image', 200);
      return { src, revisedPrompt: typeof first?.revised_prompt === 'string' ? first.revised_prompt : null };
    },
  };
}
