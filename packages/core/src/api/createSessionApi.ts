import type { SessionConfig, SessionResponse } from '../contracts/session';
import type { HttpClient } from '../http/createHttpClient';

/** A body not yet checked against the contract. */
type UncheckedSession = { [K in keyof SessionResponse]?: unknown };

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
  const envelope = (isRecord(body) ? body : {}) as UncheckedSession;
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
