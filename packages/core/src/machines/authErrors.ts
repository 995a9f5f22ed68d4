import { type ApiErrorData, toApiErrorData } from '../errors/ApiErrorData';

/**
 * Login/register failures: which step failed (spec §8) and the server's error as `ApiErrorData`,
 * so the view translates its code (INVALID_CREDENTIALS, RATE_LIMITED, USER_DISABLED…) and never
 * shows the server's `msg`.
 */
export type AuthError =
  | { code: 'LOGIN_TIMEOUT' }
  | { code: 'LOGIN_FAILED' | 'LOGIN_EXCEPTION' | 'REGISTER_FAILED' | 'REGISTER_EXCEPTION' | 'AUTO_LOGIN_FAILED'; error: ApiErrorData };

export interface Credentials {
  userName: string;
  password: string;
}

/** Spec §8: a server answer that is not 200 is "login failed"; no answer at all is an exception. */
export function toLoginError(error: unknown): AuthError {
  const data = toApiErrorData(error);
  return { code: data.status > 0 ? 'LOGIN_FAILED' : 'LOGIN_EXCEPTION', error: data };
}

export function toRegisterError(error: unknown): AuthError {
  const data = toApiErrorData(error);
  return { code: data.status > 0 ? 'REGISTER_FAILED' : 'REGISTER_EXCEPTION', error: data };
}

export function toAutoLoginError(error: unknown): AuthError {
  return { code: 'AUTO_LOGIN_FAILED', error: toApiErrorData(error) };
}
