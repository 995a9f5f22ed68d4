/** Login/register failures as codes; the view translates them (spec §8). */
export type AuthError =
  | { code: 'LOGIN_TIMEOUT' }
  | { code: 'LOGIN_FAILED'; detail: string }
  | { code: 'LOGIN_EXCEPTION'; detail: string }
  | { code: 'REGISTER_FAILED'; detail: string }
  | { code: 'REGISTER_EXCEPTION'; detail: string }
  | { code: 'AUTO_LOGIN_FAILED'; detail: string };

export interface Credentials {
  userName: string;
  password: string;
}

/** What a request actor rejects with: `status` > 0 means the server answered (non-2xx). */
export interface AuthRequestFailure {
  status: number;
  message: string;
}

export function isAuthRequestFailure(value: unknown): value is AuthRequestFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AuthRequestFailure).status === 'number' &&
    typeof (value as AuthRequestFailure).message === 'string'
  );
}

function detailOf(error: unknown): string {
  if (isAuthRequestFailure(error)) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Spec §8: a server answer that is not 200 is "login failed"; anything else is an exception. */
export function toLoginError(error: unknown): AuthError {
  if (isAuthRequestFailure(error) && error.status > 0) return { code: 'LOGIN_FAILED', detail: error.message };
  return { code: 'LOGIN_EXCEPTION', detail: detailOf(error) };
}

export function toRegisterError(error: unknown): AuthError {
  if (isAuthRequestFailure(error) && error.status > 0) return { code: 'REGISTER_FAILED', detail: error.message };
  return { code: 'REGISTER_EXCEPTION', detail: detailOf(error) };
}

export function toAutoLoginError(error: unknown): AuthError {
  return { code: 'AUTO_LOGIN_FAILED', detail: detailOf(error) };
}
