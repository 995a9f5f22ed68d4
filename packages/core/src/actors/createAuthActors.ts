import { fromPromise } from 'xstate';
import type { AuthApi } from '../api/createAuthApi';
import { isApiRequestError } from '../errors/AtelierError';
import type { AuthRequestFailure, Credentials } from '../machines/authErrors';
import type { LoginResult } from '../machines/loginMachine';
import type { RegisterResult } from '../machines/registerMachine';

function toFailure(error: unknown): AuthRequestFailure | unknown {
  return isApiRequestError(error) ? ({ status: error.status, message: error.msg } satisfies AuthRequestFailure) : error;
}

/** Binds the login/register machines' abstract actors to the library API. */
export function createAuthActors(api: AuthApi) {
  return {
    loginRequest: fromPromise<LoginResult, Credentials>(async ({ input }) => {
      try {
        const res = await api.login(input.userName, input.password);
        return { accessToken: res.access_token, refreshToken: res.refresh_token ?? null, expiresIn: res.expires_in };
      } catch (error) {
        throw toFailure(error);
      }
    }),
    registerRequest: fromPromise<RegisterResult, Credentials>(async ({ input }) => {
      try {
        const res = await api.register(input.userName, input.password);
        return { userId: res.user_id ?? null, msg: res.msg ?? '' };
      } catch (error) {
        throw toFailure(error);
      }
    }),
  };
}
