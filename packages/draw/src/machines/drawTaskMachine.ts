import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { MjSubmitResult, MjTask, SubmitRequest } from '../api/types';

/** Why a task is not going on; the view translates the code. */
export type DrawTaskError =
  /** The server refused the submit (codes 3, 4, 9, 23, 24…); `description` is its words. */
  | { code: 'SUBMIT_REJECTED'; submitCode: number; description: string; bannedWord?: string }
  /** A call failed: the `code` of core's ApiRequestError (e.g. AUTH_REQUIRED, NOT_JSON, NETWORK_ERROR, INVALID_SECRET); `message` is developer text. */
  | { code: string; message: string }
  /** Polling stopped: too many attempts or errors in a row. */
  | { code: 'GAVE_UP'; message: string };

export interface DrawTaskContext {
  request: SubmitRequest | null;
  taskId: string | null;
  task: MjTask | null;
  /** The queue text of code 22, e.g. "排队中，前面还有1个任务". */
  queueText: string | null;
  /** True when the task came back from storage (after a reload) and has not been fetched yet. */
  resumed: boolean;
  attempts: number;
  errorsInRow: number;
  error: DrawTaskError | null;
  pollIntervalMs: number;
  maxAttempts: number;
  maxErrors: number;
  maxBackoffMs: number;
}

export type DrawTaskInput =
  | { request: SubmitRequest; pollIntervalMs?: number; maxAttempts?: number; maxErrors?: number; maxBackoffMs?: number }
  | { taskId: string; task?: MjTask | null; pollIntervalMs?: number; maxAttempts?: number; maxErrors?: number; maxBackoffMs?: number };

export type DrawTaskEvent = { type: 'task.cancel' } | { type: 'task.reload' } | { type: 'task.retry' };

/** Reference §1.6: the client polls every 5 s, at most 100 times. */
export const DEFAULT_POLL_INTERVAL_MS = 5000;
export const DEFAULT_MAX_ATTEMPTS = 100;
export const DEFAULT_MAX_ERRORS = 5;
export const DEFAULT_MAX_BACKOFF_MS = 60_000;

/** A task's error from anything thrown: its `code` when it has one (API errors), else UNKNOWN (no service answered: 'General error occurred'). */
export const errorOf = (error: unknown): { code: string; message: string } => ({
  code: typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : 'UNKNOWN',
  message: error instanceof Error ? error.message : String(error),
});

const accepted = (result: MjSubmitResult) => (result.code === 1 || result.code === 22) && typeof result.result === 'string' && result.result !== '';

export const drawTaskMachine = setup({
  types: {
    context: {} as DrawTaskContext,
    events: {} as DrawTaskEvent,
    input: {} as DrawTaskInput,
  },
  actors: {
    submitTask: fromPromise<MjSubmitResult, SubmitRequest>(async () => {
      throw new Error('drawTaskMachine: actor "submitTask" was not provided');
    }),
    submitModal: fromPromise<MjSubmitResult, { taskId: string; prompt: string; maskBase64?: string }>(async () => {
      throw new Error('drawTaskMachine: actor "submitModal" was not provided');
    }),
    fetchTask: fromPromise<MjTask, { taskId: string }>(async () => {
      throw new Error('drawTaskMachine: actor "fetchTask" was not provided');
    }),
  },
  delays: {
    POLL_INTERVAL: ({ context }) => context.pollIntervalMs,
    // Doubling from the poll interval after each error in a row, capped.
    BACKOFF: ({ context }) => Math.min(context.maxBackoffMs, context.pollIntervalMs * 2 ** context.errorsInRow),
  },
  guards: {
    isAccepted: ({ event }) => accepted((event as unknown as { output: MjSubmitResult }).output),
    needsModal: ({ event }) => (event as unknown as { output: MjSubmitResult }).output.code === 21,
    isSuccess: ({ context }) => context.task?.status === 'SUCCESS',
    isFailure: ({ context }) => context.task?.status === 'FAILURE' || context.task?.status === 'CANCEL',
    attemptsLeft: ({ context }) => context.attempts < context.maxAttempts,
    tooManyErrors: ({ context }) => context.errorsInRow >= context.maxErrors,
    canRetrySubmit: ({ context }) => context.request !== null && context.taskId === null,
  },
  actions: {
    assignAccepted: assign(({ event }) => {
      const output = (event as unknown as { output: MjSubmitResult }).output;
      return { taskId: String(output.result), queueText: output.code === 22 ? output.description : null, error: null };
    }),
    assignRejected: assign(({ event }) => {
      const output = (event as unknown as { output: MjSubmitResult }).output;
      const banned = output.properties['bannedWord'];
      return {
        error: { code: 'SUBMIT_REJECTED', submitCode: output.code, description: output.description, ...(typeof banned === 'string' ? { bannedWord: banned } : {}) } as DrawTaskError,
      };
    }),
    assignError: assign(({ event }) => ({ error: errorOf((event as unknown as { error: unknown }).error) })),
    resetCounters: assign({ attempts: 0, errorsInRow: 0, error: null }),
  },
}).createMachine({
  id: 'drawTask',
  context: ({ input }) => ({
    request: 'request' in input ? input.request : null,
    taskId: 'taskId' in input ? input.taskId : null,
    task: 'taskId' in input ? (input.task ?? null) : null,
    queueText: null,
    resumed: 'taskId' in input,
    attempts: 0,
    errorsInRow: 0,
    error: null,
    pollIntervalMs: input.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
    maxAttempts: input.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    maxErrors: input.maxErrors ?? DEFAULT_MAX_ERRORS,
    maxBackoffMs: input.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: ({ context }) => context.taskId !== null, target: 'polling' }, { target: 'submitting' }],
    },
    submitting: {
      invoke: {
        src: 'submitTask',
        input: ({ context }) => context.request as SubmitRequest,
        onDone: [
          { guard: 'needsModal', target: 'confirming', actions: assign(({ event }) => ({ taskId: String(event.output.result) })) },
          { guard: 'isAccepted', target: 'polling', actions: 'assignAccepted' },
          { target: 'rejected', actions: 'assignRejected' },
        ],
        onError: { target: 'rejected', actions: 'assignError' },
      },
    },
    // Code 21: the server waits for the modal (remix, custom zoom, partial redraw).
    confirming: {
      invoke: {
        src: 'submitModal',
        input: ({ context }) => {
          const modal = context.request?.kind === 'action' ? context.request.modal : undefined;
          return { taskId: context.taskId ?? '', prompt: modal?.prompt ?? '', ...(modal?.maskBase64 ? { maskBase64: modal.maskBase64 } : {}) };
        },
        onDone: [
          { guard: 'isAccepted', target: 'polling', actions: 'assignAccepted' },
          { target: 'rejected', actions: ['assignRejected', assign({ taskId: null })] },
        ],
        onError: { target: 'rejected', actions: ['assignError', assign({ taskId: null })] },
      },
    },
    polling: {
      invoke: {
        src: 'fetchTask',
        input: ({ context }) => ({ taskId: context.taskId ?? '' }),
        onDone: {
          target: 'checking',
          actions: assign(({ context, event }) => ({ task: event.output, attempts: context.attempts + 1, errorsInRow: 0, resumed: false, error: null })),
        },
        onError: [
          {
            guard: ({ event }) => errorOf(event.error).code === 'AUTH_REQUIRED' || errorOf(event.error).code === 'INVALID_SECRET',
            target: 'gaveUp',
            actions: 'assignError',
          },
          {
            target: 'erred',
            actions: assign(({ context, event }) => ({ attempts: context.attempts + 1, errorsInRow: context.errorsInRow + 1, error: errorOf(event.error) })),
          },
        ],
      },
      on: { 'task.cancel': 'cancelled' },
    },
    checking: {
      always: [
        { guard: 'isSuccess', target: 'succeeded' },
        { guard: 'isFailure', target: 'failed' },
        { guard: 'attemptsLeft', target: 'waiting' },
        { target: 'gaveUp', actions: assign({ error: { code: 'GAVE_UP', message: 'Too many attempts' } }) },
      ],
    },
    erred: {
      always: [
        { guard: 'tooManyErrors', target: 'gaveUp' },
        { guard: 'attemptsLeft', target: 'backingOff' },
        { target: 'gaveUp' },
      ],
    },
    waiting: {
      after: { POLL_INTERVAL: 'polling' },
      on: { 'task.cancel': 'cancelled' },
    },
    backingOff: {
      after: { BACKOFF: 'polling' },
      on: { 'task.cancel': 'cancelled' },
    },
    succeeded: {
      on: { 'task.reload': { target: 'polling', actions: 'resetCounters' } },
    },
    failed: {
      on: { 'task.reload': { target: 'polling', actions: 'resetCounters' } },
    },
    gaveUp: {
      on: { 'task.reload': { target: 'polling', actions: 'resetCounters' } },
    },
    cancelled: {
      on: { 'task.reload': { target: 'polling', actions: 'resetCounters' } },
    },
    rejected: {
      on: { 'task.retry': { guard: 'canRetrySubmit', target: 'submitting', actions: 'resetCounters' } },
    },
  },
});

export type DrawTaskSnapshot = SnapshotFrom<typeof drawTaskMachine>;

/** The coarse phase a task is in, as stored and shown. */
export type DrawTaskPhase = 'submitting' | 'polling' | 'succeeded' | 'failed' | 'gaveUp' | 'cancelled' | 'rejected';

export function phaseOf(value: string): DrawTaskPhase {
  if (value === 'starting' || value === 'submitting' || value === 'confirming') return 'submitting';
  if (value === 'succeeded' || value === 'failed' || value === 'gaveUp' || value === 'cancelled' || value === 'rejected') return value;
  return 'polling';
}
