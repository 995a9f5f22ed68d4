import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoPageProblems, newPage } from '../../../tooling/e2e';
import { chatServerPerFile } from './chatServerPerFile';

// An 8×8 blue PNG, pasted as a screenshot would be.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQqLiDFTEMLQkA8eRfATA3bycAAAAASUVORK5CYII=';

const chat = chatServerPerFile({ VISION_MODEL: 'gpt-4-vision-preview' });

const input = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
type ChatBody = { model: string; messages: { role: string; content: string | { type: string; text?: string; image_url?: { url: string } }[] }[] };
const lastChatBody = () => chat.fake.requests.filter((r) => r.path === '/v1/chat/completions').at(-1)?.body as ChatBody | undefined;

async function openChat(): Promise<Page> {
  const page = await newPage(chat.server.baseUrl);
  await page.addInitScript(() => {
    if (localStorage.getItem('appSetting') === null) {
      localStorage.setItem('appSetting', JSON.stringify({ data: { siderCollapsed: false, theme: 'light', language: 'en-US' }, expire: null }));
    }
  });
  await page.goto('/chat', { waitUntil: 'networkidle' });
  await expect.poll(() => input(page).isEnabled(), { timeout: 15_000 }).toBe(true);
  return page;
}

describe('chat attachments in Chromium', () => {
  it('a pasted image goes to the server\'s vision model as an image_url data URL and stays under the message', async () => {
    const page = await openChat();
    // A model that cannot see, so the request must switch to VISION_MODEL.
    await page.getByLabel('Model', { exact: true }).selectOption('gpt-3.5-turbo');
    await input(page).click();
    await input(page).evaluate((textarea, base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'screenshot.png', { type: 'image/png' }));
      textarea.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, PNG_BASE64);
    await page.getByRole('list', { name: 'Attachments' }).getByRole('img', { name: 'screenshot.png' }).waitFor();
    await expectNoAxeViolations(page);

    await input(page).fill('What colour is this?');
    await input(page).press('Enter');
    await log(page).getByText('You said: What colour is this?').waitFor();
    const body = lastChatBody();
    expect(body?.model).toBe('gpt-4-vision-preview');
    const last = body?.messages.at(-1);
    expect(last?.role).toBe('user');
    expect(last?.content).toEqual([
      { type: 'text', text: 'What colour is this?' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG_BASE64}` } },
    ]);

    await log(page).getByRole('button', { name: 'Open screenshot.png full size' }).click();
    const dialog = page.getByRole('dialog', { name: 'screenshot.png' });
    await dialog.getByRole('img', { name: 'screenshot.png' }).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Stored with the message in IndexedDB.
    await page.reload({ waitUntil: 'networkidle' });
    await log(page).getByRole('img', { name: 'screenshot.png' }).waitFor();
    expectNoPageProblems(page);
  });
});
