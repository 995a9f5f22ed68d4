const MARKER = Symbol.for('@atelier/error');

/** Base of every error our packages throw; `isAtelierError` works across bundle copies. */
export class AtelierError extends Error {
  readonly [MARKER] = true;
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AtelierError';
  }
}

export function isAtelierError(value: unknown): value is AtelierError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[MARKER] === true;
}

/** A bad `AppProvider` config; the message names the offending key. */
export class AtelierConfigError extends AtelierError {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super('CONFIG_INVALID', `Invalid Atelier config at "${key}": ${message}`);
    this.name = 'AtelierConfigError';
  }
}

/** A failed call to an HTTP API, normalised to the server's `{code, msg}` shape. */
export class ApiRequestError extends AtelierError {
  constructor(
    code: string,
    readonly msg: string,
    readonly status: number,
    readonly details?: Record<string, unknown>,
    options?: { cause?: unknown },
  ) {
    super(code, msg, options);
    this.name = 'ApiRequestError';
  }
}

export function isApiRequestError(value: unknown): value is ApiRequestError {
  return isAtelierError(value) && value.name === 'ApiRequestError';
}
