import type { HttpClient } from '../http/createHttpClient';

/** The client config the server hands out at `POST /api/session` (reference §2.9). */
export interface SessionConfig {
  /** An access password is required for the AI proxies. */
  auth: boolean;
  model?: string;
  customModels?: string;
  visionModel?: string;
  disableGpt4?: boolean;
  uploadImageMaxBytes?: number;
  uploadEnabled?: boolean;
  gptsUrl?: string;
  theme?: string;
  version?: string;
  [key: string]: unknown;
}

interface SessionEnvelope {
  status?: string;
  message?: string;
  data?: unknown;
}

export class SessionCheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionCheckError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates the envelope: anything but `{status:"Success", data:{auth:boolean,…}}` is a failed check. */
export function parseSession(body: unknown): SessionConfig {
  const envelope = (isRecord(body) ? body : {}) as SessionEnvelope;
  if (envelope.status !== 'Success' || !isRecord(envelope.data) || typeof envelope.data['auth'] !== 'boolean') {
    throw new SessionCheckError(typeof envelope.message === 'string' && envelope.message ? envelope.message : 'Invalid session response');
  }
  return envelope.data as SessionConfig;
}

export function createSessionApi(http: HttpClient) {
  return {
    async fetchSession(signal?: AbortSignal): Promise<SessionConfig> {
      return parseSession(await http.post<unknown>('/api/session', {}, signal ? { signal } : {}));
    },
  };
}
