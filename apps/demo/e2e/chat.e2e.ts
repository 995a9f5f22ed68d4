import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoPageProblems, newPage } from '../../../tooling/e2e';
import { chatServerPerFile } from './chatServerPerFile';

// The real server proxies /openapi to a protocol-faithful fake OpenAI that records every request.
const chat = chatServerPerFile();

async function openChat(viewport?: { width: number; height: number }): Promise<Page> {
  const page = await newPage(chat.server.baseUrl, viewport ? { viewport } : {});
  await page.addInitScript(() => {
    if (localStorage.getItem('appSetting') === null) {
      localStorage.setItem('appSetting', JSON.stringify({ data: { siderCollapsed: false, theme: 'light', language: 'en-US' }, expire: null }));
    }
  });
  await page.goto('/chat', { waitUntil: 'networkidle' });
  await expect.poll(() => input(page).isEnabled(), { timeout: 15_000 }).toBe(true);
  return page;
}

const input = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const chatRequests = () => chat.fake.requests.filter((r) => r.path === '/v1/chat/completions');
const lastBody = () => chatRequests().at(-1)?.body as { model: string; stream: boolean; messages: { role: string; content: string }[] };

async function ask(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}

describe('chat through the server proxy', () => {
  it('streams, stops, regenerates, edits into a branch and keeps it all after a reload', async () => {
    const page = await openChat();
    const long = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    chat.fake.reply({ kind: 'stream', text: long, delayMs: 15, chunkSizes: [48] });
    await ask(page, 'First question');
    await log(page).getByText('word3', { exact: false }).first().waitFor();
    expect(lastBody()).toMatchObject({ stream: true, messages: [{ role: 'user', content: 'First question' }] });
    // The server adds its own key; the browser never had it.
    expect(chatRequests().at(-1)?.headers.authorization).toBe('Bearer sk-e2e');
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await log(page).getByText('Stopped', { exact: true }).waitFor();
    const kept = await log(page).locator('[data-role="assistant"]').innerText();
    expect(kept).toContain('word3');
    expect(kept).not.toContain('word399');

    chat.fake.reply({ kind: 'stream', text: 'A **second** answer' });
    await page.getByRole('button', { name: 'Regenerate', exact: true }).click();
    await log(page).getByText('second', { exact: true }).waitFor();
    await log(page).getByText('2 / 2', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Previous version' }).click();
    await log(page).getByText('word3', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Next version' }).click();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('textbox', { name: 'Edit message' }).fill('Edited question');
    await page.getByRole('button', { name: 'Save & send' }).click();
    await log(page).getByText('You said: Edited question').waitFor();
    expect(lastBody().messages).toEqual([{ role: 'user', content: 'Edited question' }]);
    await expectNoAxeViolations(page);

    await page.reload({ waitUntil: 'networkidle' });
    await log(page).getByText('You said: Edited question').waitFor();
    await log(page).getByText('2 / 2', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Previous version' }).click();
    await log(page).getByText('First question', { exact: true }).waitFor();
    expectNoPageProblems(page);
  });

  it('switches the model, sends no history with context mode off, takes the role prompt from Settings → Model, and exports an image', async () => {
    const page = await openChat();
    await page.getByRole('button', { name: 'New chat', exact: true }).first().click();
    await ask(page, 'one');
    await log(page).getByText('You said: one').waitFor();
    await page.getByLabel('Model', { exact: true }).selectOption('gpt-4o');
    await ask(page, 'two');
    await log(page).getByText('You said: two').waitFor();
    expect(lastBody().model).toBe('gpt-4o');
    expect(lastBody().messages.map((m) => m.content)).toEqual(['one', 'You said: one', 'two']);

    await page.getByRole('button', { name: /Context mode on/ }).click();
    await ask(page, 'three');
    await log(page).getByText('You said: three').waitFor();
    expect(lastBody().messages).toEqual([{ role: 'user', content: 'three' }]);

    // Settings → Model is the chat's own section in the shell's modal; the role prompt applies at once.
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('tab', { name: 'Model' }).click();
    await page.getByRole('textbox', { name: /^Role setting/ }).fill('Answer in French.');
    await page.keyboard.press('Escape');
    await ask(page, 'four');
    await log(page).getByText('You said: four').waitFor();
    expect(lastBody().messages).toEqual([
      { role: 'system', content: 'Answer in French.' },
      { role: 'user', content: 'four' },
    ]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as image' }).click();
    expect((await download).suggestedFilename()).toBe('chat-shot.png');

    // Clear chat asks first, then empties the open chat; it stays in the list under its title.
    await page.getByRole('button', { name: 'Clear chat' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear chat' }).click();
    await page.getByText('Ask me anything to start.').waitFor();
    await page.getByRole('navigation').getByRole('button', { name: 'one', exact: true }).waitFor();
    expectNoPageProblems(page);
  });

  it('on a desktop, hiding the conversations takes the list off the screen and the choice is remembered', async () => {
    const page = await openChat();
    const list = page.getByRole('navigation', { name: 'Conversations' });
    await list.waitFor();
    await page.getByRole('button', { name: 'Hide conversations' }).click();
    await list.waitFor({ state: 'hidden' });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Show conversations' }).waitFor();
    expect(await list.isVisible()).toBe(false);
    expectNoPageProblems(page);
  });

  it('on a 360 px phone the message box is on the first screen and the conversations open as a drawer, by keyboard too', async () => {
    const page = await openChat({ width: 360, height: 740 });
    const list = page.getByRole('navigation', { name: 'Conversations' });
    // The remembered setting shows the list, but a phone starts with the chat.
    expect(await list.isVisible()).toBe(false);
    const box = (await input(page).boundingBox())!;
    const bar = (await page.getByRole('navigation', { name: 'Mobile navigation' }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await expectNoAxeViolations(page);

    await ask(page, 'from the phone');
    await log(page).getByText('You said: from the phone').waitFor();

    const toggle = page.getByRole('button', { name: 'Show conversations' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await list.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('New chat');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    // A new chat from the drawer closes it; the first chat is still one tap away.
    await toggle.click();
    await list.getByRole('button', { name: 'New chat', exact: true }).first().click();
    await list.waitFor({ state: 'hidden' });
    await page.getByText('Ask me anything to start.').waitFor();
    await toggle.click();
    await list.getByRole('button', { name: 'from the phone', exact: true }).click();
    await list.waitFor({ state: 'hidden' });
    await log(page).getByText('You said: from the phone').waitFor();
    expectNoPageProblems(page);
  });
});
