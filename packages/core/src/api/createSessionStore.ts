import type { SessionConfig, SessionResponse } from '../contracts/session';
import { ApiRequestError } from '../errors/AtelierError';
import type { HttpClient } from '../http/createHttpClient';

/** A body not yet checked against the contract. */
type UncheckedSession = { [K in keyof SessionResponse]?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates the envelope: anything but `{status:"Success", data:{auth:boolean,…}}` is a failed check,
 * an `ApiRequestError` with code `SESSION_INVALID` like every other failed call.
 */
export function parseSession(body: unknown): SessionConfig {
  const envelope = (isRecord(body) ? body : {}) as UncheckedSession;
  if (envelope.status !== 'Success' || !isRecord(envelope.data) || typeof envelope.data['auth'] !== 'boolean') {
    throw new ApiRequestError('SESSION_INVALID', typeof envelope.message === 'string' && envelope.message ? envelope.message : 'Invalid session response', 200);
  }
  return envelope.data as SessionConfig;
}

export type SessionStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface SessionSnapshot {
  status: SessionStatus;
  /** The last config the server gave; kept while a re-check runs or after it fails. */
  config: SessionConfig | null;
  error: unknown;
}

/**
 * The one `/api/session` of the app (spec §4). The route guard re-checks on each navigation with
 * `refresh`; chat, GPTs and settings read the same answer with `fetchSession`, which only asks the
 * server when nothing has been fetched yet. Concurrent calls share one request, and one caller's
 * abort ends only that caller's wait.
 */
export interface SessionStore {
  /** The current config, or one request for it when there is none yet. */
  fetchSession(signal?: AbortSignal): Promise<SessionConfig>;
  /** Asks the server again (joining a request already under way). */
  refresh(signal?: AbortSignal): Promise<SessionConfig>;
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Settles with `promise` unless `signal` aborts first. */
function waitFor<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => (signal.removeEventListener('abort', onAbort), resolve(value)),
      (error: unknown) => (signal.removeEventListener('abort', onAbort), reject(error)),
    );
  });
}

export function createSessionStore(http: HttpClient): SessionStore {
  let snapshot: SessionSnapshot = { status: 'idle', config: null, error: null };
  let inFlight: Promise<SessionConfig> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  function request(): Promise<SessionConfig> {
    if (inFlight) return inFlight;
    set({ ...snapshot, status: 'loading' });
    // Settled state is written before any caller resumes, so a refresh right after a reply asks again.
    const current = http.post<unknown>('/api/session', {}).then(parseSession).then(
      (config) => {
        inFlight = null;
        set({ status: 'ready', config, error: null });
        return config;
      },
      (error: unknown) => {
        inFlight = null;
        set({ ...snapshot, status: 'failed', error });
        throw error;
      },
    );
    inFlight = current;
    return current;
  }

  return {
    fetchSession: (signal) => waitFor(snapshot.config && !inFlight ? Promise.resolve(snapshot.config) : request(), signal),
    refresh: (signal) => waitFor(request(), signal),
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

