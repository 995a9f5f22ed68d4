import { fromPromise } from 'xstate';
import type { DrawApi } from '../api/createDrawApi';
import type { MjSubmitResult, MjTask, SubmitRequest } from '../api/types';

/** The `drawTaskMachine` actors over a `DrawApi`; leaving a state aborts its request. */
export function createDrawTaskActors(api: DrawApi) {
  return {
    submitTask: fromPromise<MjSubmitResult, SubmitRequest>(({ input, signal }) => api.submit(input, signal)),
    submitModal: fromPromise<MjSubmitResult, { taskId: string; prompt: string; maskBase64?: string }>(({ input, signal }) => api.modal(input, signal)),
    fetchTask: fromPromise<MjTask, { taskId: string }>(({ input, signal }) => api.fetchTask(input.taskId, signal)),
  };
}
