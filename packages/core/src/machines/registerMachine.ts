import { assign, fromPromise, setup } from 'xstate';
import { REGISTER_RULES } from '../contracts/formRules';
import { toApiErrorData } from '../errors/ApiErrorData';
import { type AuthError, type Credentials, toAutoLoginError, toRegisterError } from './authErrors';
import { type CredentialProblems, credentialProblems, hasProblems, recheckShown } from './credentialProblems';
import { loginMachine } from './loginMachine';

export interface RegisterResult {
  userId: string | number | null;
  msg: string;
}

export interface RegisterContext {
  userName: string;
  password: string;
  remember: boolean;
  error: AuthError | null;
  /** The server's rules (REGISTER_RULES) the fields break, found on submit; nothing is sent while any is. */
  fieldErrors: CredentialProblems;
  /** True once the account exists, even if the automatic login then fails. */
  registered: boolean;
}

export type RegisterEvent =
  | { type: 'field.change'; field: 'userName' | 'password'; value: string }
  | { type: 'remember.change'; value: boolean }
  | { type: 'register.submit' }
  | { type: 'error.dismiss' };

/** Spec §4: success is a user id "above 0"; our server's ids are UUIDs, which count as present. */
export function hasUserId(result: RegisterResult): boolean {
  const id = result.userId;
  if (typeof id === 'number') return id > 0;
  return typeof id === 'string' && id.length > 0 && id !== '0';
}

/** The automatic login's failure, with the server's error when there was one (a timeout has none). */
function autoLoginFailure(error: AuthError | null): AuthError {
  if (error && 'error' in error) return { code: 'AUTO_LOGIN_FAILED', error: error.error };
  return toAutoLoginError({ code: error?.code === 'LOGIN_TIMEOUT' ? 'TIMEOUT' : 'UNKNOWN', msg: '', status: 0 });
}

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as { remember?: boolean },
  },
  actors: {
    registerRequest: fromPromise<RegisterResult, Credentials>(async () => {
      throw new Error('registerMachine: actor "registerRequest" was not provided');
    }),
    /**
     * The login after registering is a `loginMachine` run (timeout, session storage, redirect
     * delay included); hosts provide it with its `loginRequest` and `storeSession`.
     */
    login: loginMachine,
  },
  guards: {
    hasUserId: ({ event }) => hasUserId((event as unknown as { output: RegisterResult }).output),
    fieldsBreakRules: ({ context }) => hasProblems(credentialProblems(context, REGISTER_RULES)),
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({ userName: '', password: '', remember: input.remember ?? false, error: null, fieldErrors: {}, registered: false }),
  initial: 'idle',
  on: {
    'field.change': {
      actions: assign(({ context, event }) => {
        const values = { ...context, [event.field]: event.value };
        return { [event.field]: event.value, fieldErrors: recheckShown(context.fieldErrors, values, REGISTER_RULES) };
      }),
    },
    'remember.change': { actions: assign({ remember: ({ event }) => event.value }) },
  },
  states: {
    idle: {
      on: {
        'register.submit': [
          { guard: 'fieldsBreakRules', actions: assign({ fieldErrors: ({ context }) => credentialProblems(context, REGISTER_RULES), error: null }) },
          { target: 'registering', actions: assign({ fieldErrors: {} }) },
        ],
        'error.dismiss': { actions: assign({ error: null }) },
      },
    },
    registering: {
      entry: assign({ error: null, registered: false }),
      on: { 'field.change': {}, 'register.submit': {} },
      invoke: {
        src: 'registerRequest',
        input: ({ context }) => ({ userName: context.userName, password: context.password }),
        onDone: [
          { guard: 'hasUserId', target: 'loggingIn', actions: assign({ registered: true }) },
          { target: 'idle', actions: assign({ error: ({ event }) => ({ code: 'REGISTER_FAILED', error: toApiErrorData({ code: 'UNKNOWN', msg: event.output.msg, status: 200 }) }) }) },
        ],
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toRegisterError(event.error) }) },
      },
    },
    loggingIn: {
      on: { 'field.change': {}, 'register.submit': {} },
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          userName: context.userName,
          password: context.password,
          remember: context.remember,
          submit: true,
        }),
        // The login reports failure as state, not as an actor error: back in idle with an error.
        onSnapshot: [
          { guard: ({ event }) => event.snapshot.matches('succeeded'), target: '.succeeded' },
          {
            guard: ({ event }) => event.snapshot.matches('idle') && event.snapshot.context.error !== null,
            target: 'idle',
            actions: assign({ error: ({ event }) => autoLoginFailure(event.snapshot.context.error) }),
          },
        ],
        onDone: { target: 'done' },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toAutoLoginError(event.error) }) },
      },
      initial: 'pending',
      states: {
        pending: {},
        // Logged in; the login run waits out its redirect delay, then finishes (and so does this).
        succeeded: {},
      },
    },
    done: { type: 'final' },
  },
});
