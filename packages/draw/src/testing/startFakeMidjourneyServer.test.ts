import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDalleApi } from '../api/createDalleApi';
import { createDrawApi, type DrawApi } from '../api/createDrawApi';
import type { MjTask } from '../api/types';
import { createFakeMidjourney } from './createFakeMidjourney';
import { type FakeMidjourneyServer, startFakeMidjourneyServer } from './startFakeMidjourneyServer';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const fake = createFakeMidjourney({ apiSecret: 's3cret', progressSteps: ['10%', '60%'] });
let server: FakeMidjourneyServer;
let api: DrawApi;

beforeAll(async () => {
  server = await startFakeMidjourneyServer(fake);
  api = createDrawApi({ getEndpoint: () => ({ baseUrl: server.url, secret: 's3cret' }) });
});
afterAll(() => server.close());

async function runToEnd(id: string): Promise<MjTask[]> {
  const seen: MjTask[] = [];
  for (let i = 0; i < 10; i++) {
    const task = await api.fetchTask(id);
    seen.push(task);
    if (task.status === 'SUCCESS' || task.status === 'FAILURE') break;
  }
  return seen;
}

describe('the fake midjourney-proxy over HTTP', () => {
  it('imagines: code 1, then string progress over successive polls, then SUCCESS with U/V buttons', async () => {
    const submitted = await api.submit({ kind: 'imagine', body: { prompt: 'a cat --ar 16:9', base64Array: [], botType: 'MID_JOURNEY' } });
    expect(submitted).toMatchObject({ code: 1, description: 'Submit success' });
    const seen = await runToEnd(String(submitted.result));
    expect(seen.map((t) => [t.status, t.progress])).toEqual([
      ['SUBMITTED', '0%'],
      ['IN_PROGRESS', '10%'],
      ['IN_PROGRESS', '60%'],
      ['SUCCESS', '100%'],
    ]);
    const done = seen.at(-1)!;
    expect(done.buttons?.map((b) => b.label || b.emoji)).toEqual(['U1', 'U2', 'U3', 'U4', '🔄', 'V1', 'V2', 'V3', 'V4']);
    const image = await fetch(done.imageUrl);
    expect(image.headers.get('content-type')).toBe('image/png');
    // A real PNG (signature, IHDR of 64×64), as a server keeping the result will sniff it.
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([64, 64]);
  });

  it('forgets a task as a proxy whose store expired it: unknown to fetch, its images gone', async () => {
    const id = String((await api.submit({ kind: 'imagine', body: { prompt: 'a moth', base64Array: [], botType: 'MID_JOURNEY' } })).result);
    const done = (await runToEnd(id)).at(-1)!;
    const other = String((await api.submit({ kind: 'imagine', body: { prompt: 'a bee', base64Array: [], botType: 'MID_JOURNEY' } })).result);
    const otherDone = (await runToEnd(other)).at(-1)!;
    expect((await fetch(done.imageUrl)).status).toBe(200);
    fake.forget(id);
    await expect(api.fetchTask(id)).rejects.toMatchObject({ code: 'TASK_NOT_FOUND' });
    const raw = await fetch(`${server.url}/mj/task/${id}/fetch`, { headers: { 'mj-api-secret': 's3cret' } });
    expect([raw.status, await raw.text()]).toEqual([200, '']);
    expect((await fetch(done.imageUrl)).status).toBe(404);
    expect((await fetch(done.imageUrl.replace('-final', '-partial'))).status).toBe(404);
    // Only that one.
    expect((await fetch(otherDone.imageUrl)).status).toBe(200);
    fake.forgetAll();
    expect((await fetch(otherDone.imageUrl)).status).toBe(404);
  });

  it('upscales through an action customId and offers the upscale buttons', async () => {
    const id = String((await api.submit({ kind: 'imagine', body: { prompt: 'a dog', base64Array: [], botType: 'MID_JOURNEY' } })).result);
    const grid = (await runToEnd(id)).at(-1)!;
    const u2 = grid.buttons!.find((b) => b.label === 'U2')!;
    const upscale = await api.submit({ kind: 'action', body: { customId: u2.customId, taskId: id } });
    expect(upscale.code).toBe(1);
    const done = (await runToEnd(String(upscale.result))).at(-1)!;
    expect(done).toMatchObject({ action: 'UPSCALE', status: 'SUCCESS', parentId: id });
    expect(done.buttons?.map((b) => b.label)).toContain('Zoom Out 2x');
    expect(await api.imageSeed(done.id)).toMatch(/^\d+$/);
    expect((await api.listByCondition([id, done.id])).map((t) => t.id)).toEqual([id, done.id]);
  });

  it('answers custom zoom with code 21 (MODAL) and checks the zoom in the modal prompt', async () => {
    const id = String((await api.submit({ kind: 'imagine', body: { prompt: 'hills', base64Array: [], botType: 'MID_JOURNEY' } })).result);
    await runToEnd(id);
    const up = await api.submit({ kind: 'action', body: { customId: fake.tasks.get(id)!.buttons![0]!.customId, taskId: id } });
    const upscaled = (await runToEnd(String(up.result))).at(-1)!;
    const zoom = upscaled.buttons!.find((b) => b.customId.includes('CustomZoom'))!;
    const modal = await api.submit({ kind: 'action', body: { customId: zoom.customId, taskId: upscaled.id } });
    expect(modal).toMatchObject({ code: 21, description: 'Waiting for window confirm', properties: { finalPrompt: 'hills' } });
    expect((await api.fetchTask(String(modal.result))).status).toBe('MODAL');
    expect((await api.modal({ taskId: String(modal.result), prompt: 'hills --zoom 2.5' })).code).toBe(4);
    expect((await api.modal({ taskId: String(modal.result), prompt: 'hills --zoom 1.8' })).code).toBe(1);
    expect((await runToEnd(String(modal.result))).at(-1)).toMatchObject({ status: 'SUCCESS', action: 'ZOOM' });
  });

  it('refuses what the reference says it refuses', async () => {
    expect(await api.submit({ kind: 'imagine', body: { prompt: ' ', base64Array: [], botType: 'MID_JOURNEY' } })).toMatchObject({ code: 4, description: 'prompt不能为空' });
    expect(await api.submit({ kind: 'imagine', body: { prompt: 'forbiddenword art', base64Array: [], botType: 'MID_JOURNEY' } })).toMatchObject({ code: 24, properties: { bannedWord: 'forbiddenword' } });
    expect(await api.submit({ kind: 'blend', body: { base64Array: [PNG], dimensions: 'SQUARE', botType: 'MID_JOURNEY' } })).toMatchObject({ code: 4 });
    expect(await api.submit({ kind: 'blend', body: { base64Array: Array(6).fill(PNG) as string[], dimensions: 'SQUARE', botType: 'MID_JOURNEY' } })).toMatchObject({ code: 4 });
    expect(await api.submit({ kind: 'action', body: { customId: 'MJ::JOB::upsample::1::x', taskId: 'nope' } })).toMatchObject({ code: 3 });
    fake.nextSubmit({ kind: 'queue', ahead: 2 }, { kind: 'reject', code: 23, description: '队列已满，请稍后尝试' });
    expect(await api.submit({ kind: 'imagine', body: { prompt: 'q', base64Array: [], botType: 'MID_JOURNEY' } })).toMatchObject({ code: 22, description: '排队中，前面还有2个任务' });
    expect(await api.submit({ kind: 'imagine', body: { prompt: 'q', base64Array: [], botType: 'MID_JOURNEY' } })).toMatchObject({ code: 23 });
  });

  it('fails a task with a reason, describes with four prompts, and checks mj-api-secret', async () => {
    fake.nextSubmit({ kind: 'failTask', reason: 'Banned prompt detected' });
    const failed = String((await api.submit({ kind: 'imagine', body: { prompt: 'x', base64Array: [], botType: 'MID_JOURNEY' } })).result);
    expect((await runToEnd(failed)).at(-1)).toMatchObject({ status: 'FAILURE', progress: '', failReason: 'Banned prompt detected' });
    const described = String((await api.submit({ kind: 'describe', body: { base64: PNG, botType: 'MID_JOURNEY' } })).result);
    const done = (await runToEnd(described)).at(-1)!;
    expect(String(done.properties['finalPrompt'])).toContain('4️⃣');
    expect(done.buttons?.map((b) => b.label)).toEqual(['1', '2', '3', '4', '']);
    const wrong = createDrawApi({ getEndpoint: () => ({ baseUrl: server.url, secret: 'wrong' }) });
    await expect(wrong.fetchTask(described)).rejects.toMatchObject({ code: 'INVALID_SECRET', status: 401 });
    await expect(api.fetchTask('404404')).rejects.toMatchObject({ code: 'TASK_NOT_FOUND' });
  });

  it('serves DALL·E images as URL with a revised prompt', async () => {
    const dalle = createDalleApi({ getEndpoint: () => ({ baseUrl: server.url, apiKey: 'sk' }) });
    const image = await dalle.generate({ model: 'dall-e-3', prompt: 'a lighthouse', size: '1792x1024', quality: 'hd' });
    expect(image.revisedPrompt).toContain('a lighthouse');
    expect(image.src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/attachments\//);
    expect((await fetch(image.src)).headers.get('content-type')).toBe('image/png');
    const inline = await fetch(`${server.url}/v1/images/generations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'dall-e-2', prompt: 'a boat', size: '256x256', response_format: 'b64_json' }),
    });
    expect(((await inline.json()) as { data: Array<{ b64_json: string }> }).data[0]?.b64_json).toMatch(/^iVBORw0KGgo/);
    fake.forgetAll();
    expect((await fetch(image.src)).status).toBe(404);
    await expect(dalle.generate({ model: 'dall-e-3', prompt: 'x', size: '512x512' })).rejects.toMatchObject({ code: 'UPSTREAM_ERROR', status: 400 });
  });
});
