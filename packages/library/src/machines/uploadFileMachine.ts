import { assign, fromCallback, setup } from 'xstate';
import { nextSpeed, secondsLeft } from '../upload/transferRate';
import { toUploadError, type UploadError, type UploadRequest, type UploadResult } from './uploadTypes';

/** What the `uploadFile` actor reports back. `at` is a timestamp in ms, so the machine stays clock-free. */
export type UploadActorEvent =
  | { type: 'upload.progress'; loaded: number; total: number; at: number }
  | { type: 'upload.succeeded'; result: UploadResult }
  | { type: 'upload.failed'; error: UploadError };

export type UploadFileEvent =
  | { type: 'upload.start'; request?: UploadRequest }
  | { type: 'upload.cancel' }
  | { type: 'upload.retry' }
  | UploadActorEvent;

export interface UploadFileContext {
  request: UploadRequest | null;
  loaded: number;
  total: number;
  /** Bytes per second, smoothed; null until two samples exist. */
  speed: number | null;
  secondsLeft: number | null;
  lastSample: { loaded: number; at: number } | null;
  result: UploadResult | null;
  error: UploadError | null;
  attempts: number;
  autoStart: boolean;
}

export interface UploadFileInput {
  request?: UploadRequest;
  /** Start at once (batch children); otherwise wait for `upload.start`. */
  autoStart?: boolean;
}

export const uploadFileMachine = setup({
  types: {
    context: {} as UploadFileContext,
    events: {} as UploadFileEvent,
    input: {} as UploadFileInput,
    output: {} as UploadResult,
  },
  actors: {
    uploadFile: fromCallback<UploadFileEvent, UploadRequest>(() => {
      throw new Error('uploadFileMachine: actor "uploadFile" was not provided');
    }),
  },
  guards: {
    canStart: ({ context, event }) => (event.type === 'upload.start' && event.request !== undefined) || context.request !== null,
    shouldAutoStart: ({ context }) => context.autoStart && context.request !== null,
  },
  actions: {
    beginAttempt: assign(({ context, event }) => ({
      request: event.type === 'upload.start' && event.request ? event.request : context.request,
      loaded: 0,
      total: (event.type === 'upload.start' && event.request ? event.request : context.request)?.file.size ?? 0,
      speed: null,
      secondsLeft: null,
      lastSample: null,
      error: null,
      attempts: context.attempts + 1,
    })),
    assignProgress: assign(({ context, event }) => {
      if (event.type !== 'upload.progress') return {};
      const last = context.lastSample;
      const speed = last ? nextSpeed(context.speed, event.loaded - last.loaded, event.at - last.at) : context.speed;
      const total = event.total > 0 ? event.total : context.total;
      return {
        loaded: event.loaded,
        total,
        speed,
        secondsLeft: secondsLeft(total - event.loaded, speed),
        lastSample: { loaded: event.loaded, at: event.at },
      };
    }),
    assignResult: assign(({ context, event }) => (event.type === 'upload.succeeded' ? { result: event.result, loaded: context.total } : {})),
    assignFailure: assign(({ event }) => ({ error: event.type === 'upload.failed' ? event.error : { code: 'UNKNOWN' } })),
  },
}).createMachine({
  id: 'uploadFile',
  context: ({ input }) => ({
    request: input.request ?? null,
    loaded: 0,
    total: input.request?.file.size ?? 0,
    speed: null,
    secondsLeft: null,
    lastSample: null,
    result: null,
    error: null,
    attempts: 0,
    autoStart: input.autoStart ?? false,
  }),
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'shouldAutoStart', target: 'uploading', actions: 'beginAttempt' },
      on: { 'upload.start': { guard: 'canStart', target: 'uploading', actions: 'beginAttempt' } },
    },
    uploading: {
      invoke: {
        src: 'uploadFile',
        input: ({ context }) => context.request as UploadRequest,
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: toUploadError(event.error) })) },
      },
      on: {
        'upload.progress': { actions: 'assignProgress' },
        'upload.succeeded': { target: 'done', actions: 'assignResult' },
        'upload.failed': { target: 'failed', actions: 'assignFailure' },
        'upload.cancel': 'cancelled',
      },
    },
    failed: {
      on: {
        'upload.retry': { target: 'uploading', actions: 'beginAttempt' },
        'upload.start': { guard: 'canStart', target: 'uploading', actions: 'beginAttempt' },
      },
    },
    cancelled: {
      on: {
        'upload.retry': { target: 'uploading', actions: 'beginAttempt' },
        'upload.start': { guard: 'canStart', target: 'uploading', actions: 'beginAttempt' },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result as UploadResult,
});
