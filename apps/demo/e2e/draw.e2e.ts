import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMidjourney, type FakeMidjourneyServer, startFakeMidjourneyServer } from '../../../packages/draw/src/testing/node';
import { expectNoAxeViolations, expectNoPageProblems, newPage, type RunningServer, startServer } from '../../../tooling/e2e';

// One in-progress step: a task shows 0 %, then 50 %, then succeeds (three polls, 5 s apart).
const fake = createFakeMidjourney({ progressSteps: ['50%'] });
let mj: FakeMidjourneyServer;
let server: RunningServer;

beforeAll(async () => {
  mj = await startFakeMidjourneyServer(fake);
  server = await startServer({ env: { MJ_SERVER: mj.url } });
});
afterAll(async () => {
  await server?.stop();
  await mj?.close();
});

const card = (page: Page, label: RegExp) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label }) });

describe('drawing through the server proxy', () => {
  it('imagines a prompt with progress to 100 %, upscales U1, and finds both works in the gallery', async () => {
    const page = await newPage(server.baseUrl);
    await page.goto('/draw', { waitUntil: 'networkidle' });
    await page.getByLabel('提示词', { exact: true }).fill('a red fox');
    await page.getByRole('button', { name: '生成', exact: true }).click();

    const grid = card(page, /^a red fox/);
    await expect.poll(() => grid.getByRole('progressbar').getAttribute('aria-valuenow'), { timeout: 15_000, interval: 200 }).toBe('50');
    await grid.getByRole('img', { name: /的结果$/ }).waitFor({ timeout: 20_000 });
    expect(await grid.getByRole('status').innerText()).toBe('已完成');
    expect(fake.requests.some((r) => r.path === '/mj/submit/imagine' && (r.body as { prompt: string }).prompt === 'a red fox --v 7.0')).toBe(true);

    await grid.getByRole('button', { name: 'U1', exact: true }).click();
    const upscaled = card(page, /^U1 · a red fox/);
    await upscaled.getByRole('img', { name: /的结果$/ }).waitFor({ timeout: 25_000 });
    await expect.poll(() => upscaled.getByRole('img').first().getAttribute('src')).toMatch(/^blob:/);
    const action = fake.requests.find((r) => r.path === '/mj/submit/action');
    expect((action?.body as { customId: string }).customId).toMatch(/^MJ::JOB::upsample::1::/);
    await expectNoAxeViolations(page);

    await page.goto('/gallery', { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('button', { name: /^打开 / }).count()).toBe(2);
    await page.getByRole('button', { name: /^打开 U1 · a red fox/ }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page);
    expectNoPageProblems(page);
  });

  it('fits a 360 px phone without sideways scrolling', async () => {
    const page = await newPage(server.baseUrl, { viewport: { width: 360, height: 640 } });
    await page.goto('/draw', { waitUntil: 'networkidle' });
    await page.getByLabel('提示词', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
