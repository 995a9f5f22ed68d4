import { assign, fromPromise, setup } from 'xstate';
import { LOGIN_RULES } from '../contracts/formRules';
import { type AuthError, type Credentials, toLoginError } from './authErrors';
import { type CredentialProblems, credentialProblems, hasProblems, recheckShown } from './credentialProblems';

export interface LoginResult {
  accessToken: string;
  refreshToken: string | null;
  expiresIn: number;
}

export interface LoginContext {
  userName: string;
  password: string;
  remember: boolean;
  /** Seconds-of-ten ticks left before the attempt is declared timed out (spec §4: 10 × 10 s). */
  ticksLeft: number;
  error: AuthError | null;
  /** The server's rules (LOGIN_RULES) the fields break, found on submit; nothing is sent while any is. */
  fieldErrors: CredentialProblems;
  result: LoginResult | null;
  /** From `LoginInput.submit`: the machine submits once, on start. */
  submitAtStart: boolean;
}

export type LoginEvent =
  | { type: 'field.change'; field: 'userName' | 'password'; value: string }
  | { type: 'remember.change'; value: boolean }
  | { type: 'login.submit' }
  | { type: 'error.dismiss' };

export interface LoginInput {
  userName?: string;
  remember?: boolean;
  /** Set with `submit` when another flow (registration) logs in with credentials it already has. */
  password?: string;
  /** Start submitting at once instead of waiting for `login.submit`. */
  submit?: boolean;
}

export const LOGIN_TICKS = 10;
export const LOGIN_TICK_MS = 10_000;
export const LOGIN_REDIRECT_MS = 200;

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    loginRequest: fromPromise<LoginResult, Credentials>(async () => {
      throw new Error('loginMachine: actor "loginRequest" was not provided');
    }),
  },
  actions: {
    /** Host hook: persist the token and user info (store, remember-me). */
    storeSession: (_, _params: { result: LoginResult; credentials: Credentials; remember: boolean }) => {},
  },
  delays: { TICK: LOGIN_TICK_MS, REDIRECT: LOGIN_REDIRECT_MS },
  guards: {
    isLastTick: ({ context }) => context.ticksLeft <= 1,
    submitsAtOnce: ({ context }) => context.submitAtStart,
    fieldsBreakRules: ({ context }) => hasProblems(credentialProblems(context, LOGIN_RULES)),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    userName: input.userName ?? '',
    password: input.password ?? '',
    remember: input.remember ?? false,
    ticksLeft: LOGIN_TICKS,
    error: null,
    fieldErrors: {},
    result: null,
    submitAtStart: input.submit ?? false,
  }),
  initial: 'starting',
  on: {
    'field.change': {
      actions: assign(({ context, event }) => {
        const values = { ...context, [event.field]: event.value };
        return { [event.field]: event.value, fieldErrors: recheckShown(context.fieldErrors, values, LOGIN_RULES) };
      }),
    },
    'remember.change': { actions: assign({ remember: ({ event }) => event.value }) },
  },
  states: {
    starting: {
      always: [
        { guard: 'submitsAtOnce', target: 'submitting' },
        { target: 'idle' },
      ],
    },
    idle: {
      on: {
        'login.submit': [
          { guard: 'fieldsBreakRules', actions: assign({ fieldErrors: ({ context }) => credentialProblems(context, LOGIN_RULES), error: null }) },
          { target: 'submitting', actions: assign({ fieldErrors: {} }) },
        ],
        'error.dismiss': { actions: assign({ error: null }) },
      },
    },
    submitting: {
      entry: assign({ ticksLeft: LOGIN_TICKS, error: null }),
      // Field edits during a request do not change what was sent; ignore them visibly.
      on: { 'field.change': {}, 'login.submit': {} },
      invoke: {
        src: 'loginRequest',
        input: ({ context }) => ({ userName: context.userName, password: context.password }),
        onDone: {
          target: 'succeeded',
          actions: [
            assign({ result: ({ event }) => event.output }),
            {
              type: 'storeSession',
              params: ({ context, event }) => ({
                result: event.output,
                credentials: { userName: context.userName, password: context.password },
                remember: context.remember,
              }),
            },
          ],
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toLoginError(event.error) }) },
      },
      initial: 'counting',
      states: {
        counting: {
          after: {
            TICK: [
              { guard: 'isLastTick', target: '#login.idle', actions: assign({ error: { code: 'LOGIN_TIMEOUT' } }) },
              { target: 'counting', reenter: true, actions: assign({ ticksLeft: ({ context }) => context.ticksLeft - 1 }) },
            ],
          },
        },
      },
    },
    succeeded: {
      // Hosts navigate when the actor is done (spec §4: 200 ms after success).
      after: { REDIRECT: 'done' },
    },
    done: { type: 'final' },
  },
});
