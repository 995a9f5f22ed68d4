import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGatewayClient } from '@atelier/core';
import { createActor } from 'xstate';
import { createDrawTaskActors } from '../actors/createDrawTaskActors';
import { createDrawApi } from '../api/createDrawApi';
import type { SubmitRequest } from '../api/types';
import { createFakeMidjourney, type FakeMidjourney } from '../testing/createFakeMidjourney';
import { type DrawTaskInput, drawTaskMachine, phaseOf } from './drawTaskMachine';

const imagine = (prompt = 'a cat'): SubmitRequest => ({ kind: 'imagine', body: { prompt, base64Array: [], botType: 'MID_JOURNEY' } });
let fake: FakeMidjourney;

function start(input: DrawTaskInput, mode: { password?: string } = {}) {
  const gateway = createGatewayClient({ apiBaseUrl: '', getAccessPassword: () => mode.password ?? null, fetch: fake.fetch });
  const api = createDrawApi({ gateway, getEndpoint: () => ({ baseUrl: '/mjapi', secret: null }) });
  const actor = createActor(drawTaskMachine.provide({ actors: createDrawTaskActors(api) }), { input });
  actor.start();
  return actor;
}
const fetches = () => fake.requests.filter((r) => r.path.endsWith('/fetch')).length;
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  fake = createFakeMidjourney({ progressSteps: ['30%', '70%'] });
});
afterEach(() => vi.useRealTimers());

describe('drawTaskMachine', () => {
  it('submits, polls at the interval with string progress, and stops on SUCCESS', async () => {
    const actor = start({ request: imagine(), pollIntervalMs: 1000 });
    await settle();
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/mjapi/mj/submit/imagine', body: { prompt: 'a cat' } });
    expect(actor.getSnapshot().context.task?.progress).toBe('0%');
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(999);
    expect(fetches()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.task?.progress).toBe('30%');
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.task).toMatchObject({ status: 'SUCCESS', progress: '100%' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetches()).toBe(4);
  });

  it('keeps the queue text of code 22 while it polls', async () => {
    fake.nextSubmit({ kind: 'queue', ahead: 1 });
    const actor = start({ request: imagine(), pollIntervalMs: 1000 });
    await settle();
    expect(actor.getSnapshot().context.queueText).toBe('排队中，前面还有1个任务');
    expect(phaseOf(String(actor.getSnapshot().value))).toBe('polling');
  });

  it.each([
    [4, 'prompt不能为空', imagine(' ')],
    [24, '可能包含敏感词', imagine('forbiddenword')],
  ])('rejects code %i with the server words', async (code, description, request) => {
    const actor = start({ request });
    await settle();
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'SUBMIT_REJECTED', submitCode: code, description });
    expect(fetches()).toBe(0);
  });

  it('rejects a full queue (23) and submits again on retry', async () => {
    fake.nextSubmit({ kind: 'reject', code: 23, description: '队列已满，请稍后尝试' });
    const actor = start({ request: imagine(), pollIntervalMs: 1000 });
    await settle();
    expect(actor.getSnapshot().context.error).toMatchObject({ submitCode: 23 });
    actor.send({ type: 'task.retry' });
    await settle();
    expect(phaseOf(String(actor.getSnapshot().value))).toBe('polling');
  });

  it('answers code 21 with the modal (custom zoom) and then polls the confirmed task', async () => {
    const grid = start({ request: imagine('hills'), pollIntervalMs: 10 });
    await vi.advanceTimersByTimeAsync(100);
    const u1 = grid.getSnapshot().context.task!.buttons![0]!;
    const up = start({ request: { kind: 'action', body: { customId: u1.customId, taskId: grid.getSnapshot().context.taskId! } }, pollIntervalMs: 10 });
    await vi.advanceTimersByTimeAsync(100);
    const zoom = up.getSnapshot().context.task!.buttons!.find((b) => b.customId.includes('CustomZoom'))!;
    const zoomTask = start({ request: { kind: 'action', body: { customId: zoom.customId, taskId: up.getSnapshot().context.taskId! }, modal: { prompt: 'hills --zoom 1.8' } }, pollIntervalMs: 10 });
    await vi.advanceTimersByTimeAsync(100);
    expect(fake.requests.find((r) => r.path.endsWith('/submit/modal'))?.body).toMatchObject({ prompt: 'hills --zoom 1.8' });
    expect(zoomTask.getSnapshot().value).toBe('succeeded');
    expect(zoomTask.getSnapshot().context.task?.action).toBe('ZOOM');
  });

  it('ends in failed with the reason, and reload polls again', async () => {
    fake.nextSubmit({ kind: 'failTask', reason: 'Job killed' });
    const actor = start({ request: imagine(), pollIntervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.task?.failReason).toBe('Job killed');
    const before = fetches();
    actor.send({ type: 'task.reload' });
    await settle();
    expect(fetches()).toBe(before + 1);
  });

  it('backs off after fetch errors (doubling) and recovers', async () => {
    const actor = start({ request: imagine(), pollIntervalMs: 1000 });
    await settle();
    fake.failFetches(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('backingOff');
    expect(fetches()).toBe(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetches()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches()).toBe(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetches()).toBe(4);
    expect(actor.getSnapshot().context.errorsInRow).toBe(0);
    expect(actor.getSnapshot().context.task?.progress).toBe('30%');
  });

  it('gives up after too many errors in a row, or too many attempts', async () => {
    fake.failFetches(10);
    const erring = start({ request: imagine(), pollIntervalMs: 10, maxErrors: 3 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(erring.getSnapshot().value).toBe('gaveUp');
    expect(erring.getSnapshot().context.error).toMatchObject({ code: 'UPSTREAM_ERROR' });
    fake.failFetches(0);
    const slow = start({ request: imagine(), pollIntervalMs: 10, maxAttempts: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(slow.getSnapshot().value).toBe('gaveUp');
    expect(slow.getSnapshot().context.error).toMatchObject({ code: 'GAVE_UP' });
  });

  it('resumes an unfinished task from its id after a reload', async () => {
    const first = start({ request: imagine(), pollIntervalMs: 1000 });
    await settle();
    const taskId = first.getSnapshot().context.taskId!;
    first.stop();
    const resumed = start({ taskId, pollIntervalMs: 1000 });
    expect(resumed.getSnapshot().context.resumed).toBe(true);
    await settle();
    expect(resumed.getSnapshot().context.resumed).toBe(false);
    expect(resumed.getSnapshot().context.task?.progress).toBe('30%');
    await vi.advanceTimersByTimeAsync(3000);
    expect(resumed.getSnapshot().value).toBe('succeeded');
  });

  it('stops polling when cancelled', async () => {
    const actor = start({ request: imagine(), pollIntervalMs: 1000 });
    await settle();
    actor.send({ type: 'task.cancel' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(fetches()).toBe(1);
  });

  it('stops at once when the access password is refused (423)', async () => {
    const gateway = createGatewayClient({
      apiBaseUrl: '',
      getAccessPassword: () => 'bad',
      fetch: async () => new Response(JSON.stringify({ code: 'token_check', message: 'No access rights' }), { status: 423 }),
    });
    const api = createDrawApi({ gateway, getEndpoint: () => ({ baseUrl: '/mjapi', secret: null }) });
    const actor = createActor(drawTaskMachine.provide({ actors: createDrawTaskActors(api) }), { input: { taskId: '1' } }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('gaveUp');
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'AUTH_REQUIRED' });
  });
});
