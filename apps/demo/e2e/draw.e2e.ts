import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMidjourney, type FakeMidjourneyServer, startFakeMidjourneyServer } from '../../../packages/draw/src/testing/node';
import { expectNoAxeViolations, expectNoPageProblems, newPage, type RunningServer, startServer } from '../../../tooling/e2e';
import { makePng } from './bookFixtures';

// One in-progress step: a task shows 0 %, then 50 %, then succeeds (three polls, 5 s apart).
const fake = createFakeMidjourney({ progressSteps: ['50%'] });
let mj: FakeMidjourneyServer;
let server: RunningServer;

beforeAll(async () => {
  mj = await startFakeMidjourneyServer(fake);
  // The fake also answers OpenAI's images API, so DALL·E goes through the server's /openapi proxy.
  server = await startServer({ env: { MJ_SERVER: mj.url, OPENAI_API_BASE_URL: mj.url, OPENAI_API_KEY: 'sk-e2e' } });
});
afterAll(async () => {
  await server?.stop();
  await mj?.close();
});

/** A valid 2×2 PNG in one colour: each `n` gives a different image (the pickers refuse duplicates). */
const png = (n: number) => ({ name: `image-${n}.png`, mimeType: 'image/png', buffer: makePng(2, 2, [n * 30, 255 - n * 30, n * 7]) });

const card = (page: Page, label: RegExp) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label }) });

describe('drawing through the server proxy', () => {
  it('imagines a prompt with progress to 100 %, upscales U2, and finds both works in the gallery', async () => {
    const page = await newPage(server.baseUrl);
    await page.goto('/draw', { waitUntil: 'networkidle' });
    await page.getByLabel('提示词', { exact: true }).fill('a red fox');
    await page.getByRole('button', { name: '生成', exact: true }).click();

    const grid = card(page, /^a red fox/);
    await expect.poll(() => grid.getByRole('progressbar').getAttribute('aria-valuenow'), { timeout: 15_000, interval: 200 }).toBe('50');
    await grid.getByRole('img', { name: /的结果$/ }).waitFor({ timeout: 20_000 });
    expect(await grid.getByRole('status').innerText()).toBe('已完成');
    expect(fake.requests.some((r) => r.path === '/mj/submit/imagine' && (r.body as { prompt: string }).prompt === 'a red fox --v 7.0')).toBe(true);

    await grid.getByRole('button', { name: 'U2', exact: true }).click();
    const upscaled = card(page, /^U2 · a red fox/);
    await upscaled.getByRole('img', { name: /的结果$/ }).waitFor({ timeout: 25_000 });
    await expect.poll(() => upscaled.getByRole('img').first().getAttribute('src')).toMatch(/^blob:/);
    const action = fake.requests.find((r) => r.path === '/mj/submit/action');
    expect((action?.body as { customId: string }).customId).toMatch(/^MJ::JOB::upsample::2::/);
    await expectNoAxeViolations(page);

    // Custom zoom: 2.5 is refused in the dialog and nothing is sent; 1.5 goes through the modal.
    await upscaled.getByRole('button', { name: '自定义缩放' }).click();
    const zoom = page.getByRole('dialog', { name: '自定义缩放' });
    const zoomPrompt = zoom.getByLabel('带 --zoom 的提示词');
    expect(await zoomPrompt.inputValue()).toMatch(/--zoom 1\.8$/);
    await zoomPrompt.fill('a red fox --zoom 2.5');
    await zoom.getByRole('button', { name: '缩放', exact: true }).click();
    await zoom.getByRole('alert').getByText('缩放必须在 1.0 到 2.0 之间').waitFor();
    expect(fake.requests.some((r) => r.path === '/mj/submit/modal')).toBe(false);
    await zoomPrompt.fill('a red fox --zoom 1.5');
    await zoom.getByRole('button', { name: '缩放', exact: true }).click();
    await expect.poll(() => fake.requests.find((r) => r.path === '/mj/submit/modal')?.body).toMatchObject({ prompt: 'a red fox --zoom 1.5' });

    // Partial redraw: our own mask editor paints a region and sends it as a black-and-white PNG.
    await upscaled.getByRole('button', { name: '局部重绘' }).click();
    const editor = page.getByRole('dialog', { name: '局部重绘' });
    await editor.getByRole('button', { name: '重绘', exact: true }).click();
    await editor.getByRole('alert').getByText('请先涂抹要重绘的区域').waitFor();
    // By keyboard: focus the canvas, move the brush, paint.
    await editor.getByRole('button', { name: '撤销' }).focus();
    await page.keyboard.press('Tab'); // the brush-size slider
    await page.keyboard.press('Tab'); // the canvas
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('要重绘的区域');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Enter');
    await editor.getByRole('button', { name: '重绘', exact: true }).click();
    const masked = () => fake.requests.find((r) => r.path === '/mj/submit/modal' && typeof (r.body as { maskBase64?: unknown }).maskBase64 === 'string');
    await expect.poll(() => Boolean(masked())).toBe(true);
    const mask = Buffer.from((masked()!.body as { maskBase64: string }).maskBase64, 'base64');
    expect([...mask.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    await page.goto('/gallery', { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('button', { name: /^打开 U2 · a red fox/ }).count()).toBe(1);
    // The works are kept in this browser: still there after a reload.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /^打开 U2 · a red fox/ }).waitFor();
    await page.getByRole('button', { name: /^打开 U2 · a red fox/ }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page);
    expectNoPageProblems(page);
  });

  it('resumes polling a task after a reload mid-way and finishes it', async () => {
    const page = await newPage(server.baseUrl);
    await page.goto('/draw', { waitUntil: 'networkidle' });
    await page.getByLabel('提示词', { exact: true }).fill('a quiet harbour');
    await page.getByRole('button', { name: '生成', exact: true }).click();
    const task = card(page, /^a quiet harbour/);
    await expect.poll(() => task.getByRole('progressbar').getAttribute('aria-valuenow'), { timeout: 15_000, interval: 200 }).toBe('50');
    await page.reload({ waitUntil: 'networkidle' });
    await card(page, /^a quiet harbour/).getByRole('img', { name: /的结果$/ }).waitFor({ timeout: 25_000 });
    expect(await card(page, /^a quiet harbour/).getByRole('status').innerText()).toBe('已完成');
    expect(fake.requests.filter((r) => r.path === '/mj/submit/imagine' && (r.body as { prompt: string }).prompt.startsWith('a quiet harbour'))).toHaveLength(1);
  });

  it('refuses a blend of one image and of seven before sending anything', async () => {
    const page = await newPage(server.baseUrl);
    await page.goto('/draw', { waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: '混图' }).click();
    const picker = page.getByLabel('要混合的图片（2 到 6 张）', { exact: true }).and(page.locator('input[type="file"]'));
    await picker.setInputFiles([png(1)]);
    await page.getByRole('button', { name: '开始混图' }).click();
    await page.getByText('请至少添加两张图片').waitFor();
    await picker.setInputFiles([2, 3, 4, 5, 6, 7].map(png));
    await expect.poll(() => page.getByRole('button', { name: /^移除 image-/ }).count()).toBe(7);
    await page.getByRole('button', { name: '开始混图' }).click();
    await page.getByText('最多只能混合 6 张图片').waitFor();
    expect(fake.requests.some((r) => r.path === '/mj/submit/blend')).toBe(false);
    await page.getByRole('button', { name: '移除 image-7.png' }).click();
    await page.getByRole('button', { name: '开始混图' }).click();
    await expect.poll(() => (fake.requests.find((r) => r.path === '/mj/submit/blend')?.body as { base64Array?: string[] } | undefined)?.base64Array?.length).toBe(6);
    await expectNoAxeViolations(page);
  });

  it('draws with DALL·E 3 through the server proxy and shows the revised prompt', async () => {
    const page = await newPage(server.baseUrl);
    await page.goto('/draw', { waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: 'DALL·E' }).click();
    const form = page.getByRole('form', { name: 'DALL·E' });
    await form.getByLabel('模型').selectOption('dall-e-3');
    await form.getByLabel('尺寸').selectOption('1792x1024');
    await form.getByRole('button', { name: '生成', exact: true }).click();
    await form.getByRole('alert').getByText('请填写提示词！').waitFor();
    await form.getByLabel('提示词', { exact: true }).fill('a lighthouse at dusk');
    await form.getByRole('button', { name: '生成', exact: true }).click();
    await page.getByText('修订后的提示词：A detailed rendering of a lighthouse at dusk').waitFor({ timeout: 20_000 });
    const sent = fake.requests.find((r) => r.path === '/v1/images/generations');
    expect(sent?.body).toMatchObject({ model: 'dall-e-3', size: '1792x1024', prompt: 'a lighthouse at dusk' });
    await expectNoAxeViolations(page);
  });

  it('fits a 360 px phone without sideways scrolling', async () => {
    const page = await newPage(server.baseUrl, { viewport: { width: 360, height: 640 } });
    await page.goto('/draw', { waitUntil: 'networkidle' });
    await page.getByLabel('提示词', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

describe('drawing on a server without a drawing service', () => {
  it('says so before anything is sent, and its button opens Settings → Server', async () => {
    const bare = await startServer({ env: { OPENAI_API_BASE_URL: mj.url, OPENAI_API_KEY: 'sk-e2e' } });
    try {
      const page = await newPage(bare.baseUrl);
      await page.goto('/draw', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: '未配置绘画服务' }).waitFor();
      expect(await page.getByLabel('提示词', { exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: '打开 设置 → 服务端' }).click();
      await page.getByRole('dialog').waitFor();
      expectNoPageProblems(page);
    } finally {
      await bare.stop();
    }
  });
});
