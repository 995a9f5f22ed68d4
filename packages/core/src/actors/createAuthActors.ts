import { fromPromise } from 'xstate';
import type { AuthApi } from '../api/createAuthApi';
import { toApiErrorData } from '../errors/ApiErrorData';
import type { Credentials } from '../machines/authErrors';
import type { LoginResult } from '../machines/loginMachine';
import type { RegisterResult } from '../machines/registerMachine';

/** Binds the login/register machines' abstract actors to the library API. */
export function createAuthActors(api: AuthApi) {
  return {
    loginRequest: fromPromise<LoginResult, Credentials>(async ({ input }) => {
      try {
        const res = await api.login(input.userName, input.password);
        return { accessToken: res.access_token, refreshToken: res.refresh_token ?? null, expiresIn: res.expires_in };
      } catch (error) {
        throw toApiErrorData(error);
      }
    }),
    registerRequest: fromPromise<RegisterResult, Credentials>(async ({ input }) => {
      try {
        const res = await api.register(input.userName, input.password);
        return { userId: res.user_id ?? null, msg: res.msg ?? '' };
      } catch (error) {
        throw toApiErrorData(error);
      }
    }),
  };
}
