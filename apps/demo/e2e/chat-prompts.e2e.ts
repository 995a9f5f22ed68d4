import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoPageProblems, newPage } from '../../../tooling/e2e';
import { chatServerPerFile } from './chatServerPerFile';

const chat = chatServerPerFile();

// Both shapes users bring: the awesome-chatgpt-prompts `{act,prompt}` and the `{key,value}` export.
const PROMPTS_FILE = JSON.stringify([
  { act: 'Translator', prompt: 'Translate everything I write into French.' },
  { key: 'Poet', value: 'Answer every question as a short poem.' },
  { act: 'Translator', prompt: 'A second translator with the same title.' },
]);

describe('prompt store in the chat', () => {
  it('imports a prompts file, reports the duplicate, and "/" inserts an imported prompt that is then sent', async () => {
    const page = await newPage(chat.server.baseUrl);
    await page.addInitScript(() => {
      if (localStorage.getItem('appSetting') === null) {
        localStorage.setItem('appSetting', JSON.stringify({ data: { siderCollapsed: false, theme: 'light', language: 'en-US' }, expire: null }));
      }
    });
    await page.goto('/chat', { waitUntil: 'networkidle' });
    const input = page.getByRole('textbox', { name: 'Message', exact: true });
    await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);

    await page.getByRole('button', { name: 'Prompts', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Prompt store' });
    await dialog.getByLabel('JSON file of prompts to import').setInputFiles({ name: 'prompts.json', mimeType: 'application/json', buffer: Buffer.from(PROMPTS_FILE) });
    await dialog.getByText('Added: 2. Skipped as duplicates: 1.').waitFor();
    await dialog.getByText('Translator (title duplicate)').waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await input.click();
    await input.pressSequentially('/poe');
    const options = page.getByRole('listbox', { name: 'Prompts' }).getByRole('option');
    await expect.poll(() => options.allTextContents()).toEqual([expect.stringContaining('Poet')]);
    await page.keyboard.press('Enter');
    expect(await input.inputValue()).toBe('Answer every question as a short poem.');

    await page.keyboard.press('Enter');
    await page.getByRole('log', { name: 'Messages' }).getByText('Answer every question as a short poem.').first().waitFor();
    await expect.poll(() => chat.fake.requests.filter((r) => r.path === '/v1/chat/completions').length).toBe(1);
    const body = chat.fake.requests.find((r) => r.path === '/v1/chat/completions')!.body as { messages: { role: string; content: string }[] };
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'Answer every question as a short poem.' });
    expectNoPageProblems(page);
  });

  it('at 360 px the prompt store and the GPTs directory fit the phone, pass axe, and a GPT picked there is the model of the next request', async () => {
    const page = await newPage(chat.server.baseUrl, { viewport: { width: 360, height: 740 } });
    await page.addInitScript(() => {
      if (localStorage.getItem('appSetting') === null) {
        localStorage.setItem('appSetting', JSON.stringify({ data: { siderCollapsed: true, theme: 'dark', language: 'en-US' }, expire: null }));
      }
    });
    await page.goto('/chat', { waitUntil: 'networkidle' });
    const input = page.getByRole('textbox', { name: 'Message', exact: true });
    await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.getByRole('button', { name: 'Prompts', exact: true }).click();
    const store = page.getByRole('dialog', { name: 'Prompt store' });
    await store.waitFor();
    expect((await store.boundingBox())!.width).toBeLessThanOrEqual(360);
    expect(await fits()).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'GPTs', exact: true }).click();
    const gpts = page.getByRole('dialog', { name: 'GPTs' });
    await gpts.getByRole('searchbox', { name: 'Search GPTs' }).fill('haiku');
    const choose = gpts.getByRole('button', { name: /Haiku Gardener/ });
    await choose.waitFor({ timeout: 10_000 });
    expect((await gpts.boundingBox())!.width).toBeLessThanOrEqual(360);
    expect(await fits()).toBe(true);
    await expectNoAxeViolations(page);
    await choose.click();
    await gpts.waitFor({ state: 'hidden' });

    const before = chat.fake.requests.length;
    await input.fill('draw a cat');
    await page.keyboard.press('Enter');
    await expect.poll(() => chat.fake.requests.slice(before).filter((r) => r.path === '/v1/chat/completions').length).toBe(1);
    const request = chat.fake.requests.slice(before).find((r) => r.path === '/v1/chat/completions')!;
    expect((request.body as { model: string }).model).toMatch(/^gpt-4-gizmo-g-/);
    expectNoPageProblems(page);
  });
});
