import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createClient, signUp } from '../../server/src/testing/http';
import { expectNoAxeViolations, expectNoPageProblems, newPage } from '../../../tooling/e2e';
import { uniqueName } from './authFlow';
import { chatServerPerFile } from './chatServerPerFile';

// Issue 19: one account's chats on two devices (two fresh browser contexts) through the real
// server's sync API; replies come from the fake OpenAI behind the server's /openapi proxy.
const chat = chatServerPerFile();
const PASSWORD = 'secret123';

const input = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const syncLine = (page: Page) => page.getByRole('status', { name: 'Sync' });

async function account(): Promise<string> {
  const userName = uniqueName('synced');
  await signUp(createClient(chat.server.baseUrl), userName, PASSWORD);
  return userName;
}

/** A fresh browser (nothing stored) in English. */
async function englishPage(): Promise<Page> {
  const page = await newPage(chat.server.baseUrl);
  await page.addInitScript(() => {
    if (localStorage.getItem('appSetting') === null) {
      localStorage.setItem('appSetting', JSON.stringify({ data: { siderCollapsed: false, theme: 'light', language: 'en-US' }, expire: null }));
    }
  });
  return page;
}

/** A device: signed in through the login screen (in a fresh browser unless given one), on /chat. */
async function device(userName: string, page?: Page): Promise<Page> {
  const tab = page ?? (await englishPage());
  await tab.goto('/login?redirect=%2Fchat', { waitUntil: 'networkidle' });
  await tab.getByLabel('User', { exact: true }).fill(userName);
  await tab.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await tab.keyboard.press('Enter');
  await tab.waitForURL((url) => url.pathname === '/chat', { timeout: 30_000 });
  await expect.poll(() => input(tab).isEnabled(), { timeout: 15_000 }).toBe(true);
  return tab;
}

/** The finished assistant replies saved in this browser's chat database `name`. */
function savedReplies(page: Page, name: string): Promise<string[]> {
  return page.evaluate(
    (db) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('messages').objectStore('messages').getAll();
          read.onsuccess = () => {
            open.result.close();
            const rows = read.result as { role: string; status: string; content: string }[];
            resolve(rows.filter((m) => m.role === 'assistant' && m.status === 'done').map((m) => m.content));
          };
        };
      }),
    name,
  );
}

async function ask(page: Page, text: string, reply: string) {
  chat.fake.reply({ kind: 'stream', text: reply });
  await input(page).fill(text);
  await input(page).press('Enter');
  await log(page).getByText(reply, { exact: true }).waitFor();
}

describe('chats follow the account between devices', () => {
  it('shows a chat from the laptop on the phone, and the phone’s next question on the laptop, within seconds', async () => {
    const userName = await account();
    const laptop = await device(userName);
    await ask(laptop, 'What should I pack?', 'Pack light');
    await expect.poll(() => syncLine(laptop).innerText(), { timeout: 15_000 }).toContain('Synced');

    const phone = await device(userName);
    await phone.getByRole('button', { name: 'What should I pack?', exact: true }).click({ timeout: 15_000 });
    await log(phone).getByText('Pack light', { exact: true }).waitFor();
    await ask(phone, 'And for rain?', 'An umbrella');

    // The laptop pulls every 4 s: the phone's question and its reply appear in the open chat.
    await log(laptop).getByText('An umbrella', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await log(laptop).getByText('And for rain?', { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(laptop);
    await expectNoPageProblems(laptop);
    await expectNoPageProblems(phone);
  });

  it('brings a branch made on the laptop to the phone: both versions of the reply, either one shown', async () => {
    const userName = await account();
    const laptop = await device(userName);
    await ask(laptop, 'Name a colour', 'Blue');
    chat.fake.reply({ kind: 'stream', text: 'Green' });
    await laptop.getByRole('button', { name: 'Regenerate', exact: true }).click();
    await log(laptop).getByText('Green', { exact: true }).waitFor();
    await expect.poll(() => syncLine(laptop).innerText(), { timeout: 15_000 }).toContain('Synced');

    const phone = await device(userName);
    await phone.getByRole('button', { name: 'Name a colour', exact: true }).click({ timeout: 15_000 });
    await log(phone).getByText('Green', { exact: true }).waitFor();
    await log(phone).getByText('2 / 2', { exact: true }).waitFor();
    await phone.getByRole('button', { name: 'Previous version' }).click();
    await log(phone).getByText('Blue', { exact: true }).waitFor();
    await expectNoPageProblems(phone);
  });

  it('merges what both devices did while the phone was offline, losing neither', async () => {
    const userName = await account();
    const laptop = await device(userName);
    await ask(laptop, 'Plan a picnic', 'Bring bread');
    await expect.poll(() => syncLine(laptop).innerText(), { timeout: 15_000 }).toContain('Synced');
    const phone = await device(userName);
    await phone.getByRole('button', { name: 'Plan a picnic', exact: true }).waitFor({ timeout: 15_000 });

    await phone.context().setOffline(true);
    await phone.getByRole('button', { name: 'Rename: Plan a picnic' }).click();
    await phone.getByRole('textbox', { name: 'Chat title' }).fill('Picnic on Sunday');
    await phone.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => syncLine(phone).innerText(), { timeout: 15_000 }).toMatch(/Offline|Waiting to sync/);

    // Meanwhile on the laptop, online: the same chat goes on, so its newer version names the new reply.
    await laptop.getByRole('button', { name: 'Plan a picnic', exact: true }).click();
    await ask(laptop, 'And to drink?', 'Lemonade');
    await expect.poll(() => syncLine(laptop).innerText(), { timeout: 15_000 }).toContain('Synced');

    await phone.context().setOffline(false);
    await expect.poll(() => syncLine(phone).innerText(), { timeout: 20_000 }).toContain('Synced');
    // The phone has the laptop's reply, and the laptop the phone's title: each device's change is kept.
    await phone.getByRole('button', { name: 'Picnic on Sunday', exact: true }).click({ timeout: 15_000 });
    await log(phone).getByText('Lemonade', { exact: true }).waitFor({ timeout: 15_000 });
    await laptop.getByRole('button', { name: 'Picnic on Sunday', exact: true }).waitFor({ timeout: 20_000 });
    await log(laptop).getByText('Lemonade', { exact: true }).waitFor();
    await expectNoPageProblems(laptop);
  });

  it('forgets the account’s chats in this browser at sign-out, and brings them back at the next sign-in', async () => {
    const userName = await account();
    const laptop = await device(userName);
    await ask(laptop, 'Plan the weekend', 'Hike on Saturday');
    await expect.poll(() => syncLine(laptop).innerText(), { timeout: 15_000 }).toContain('Synced');

    await laptop.getByRole('button', { name: /^Profile/ }).click();
    // Logging out reloads the page.
    await Promise.all([laptop.waitForEvent('load'), laptop.getByRole('contentinfo').getByRole('button', { name: 'Log out', exact: true }).click()]);
    await laptop.goto('/chat', { waitUntil: 'networkidle' });
    await expect.poll(() => input(laptop).isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await laptop.getByRole('button', { name: 'Plan the weekend', exact: true }).count()).toBe(0);
    const databases = await laptop.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
    expect(databases.filter((name) => name.includes('@'))).toEqual([]);

    await device(userName, laptop);
    await laptop.getByRole('button', { name: 'Plan the weekend', exact: true }).click({ timeout: 15_000 });
    await log(laptop).getByText('Hike on Saturday', { exact: true }).waitFor();
  });

  it('offers to move the chats from before signing in into the account, where the other device sees them', async () => {
    const userName = await account();
    const laptop = await englishPage();
    await laptop.goto('/chat', { waitUntil: 'networkidle' });
    await expect.poll(() => input(laptop).isEnabled(), { timeout: 15_000 }).toBe(true);
    await ask(laptop, 'Asked while signed out', 'Answered while signed out');
    // Signing in navigates away: the reply shows before it is saved, and a page left meanwhile keeps only what was.
    await expect.poll(() => savedReplies(laptop, 'atelier-chat'), { timeout: 15_000 }).toEqual(['Answered while signed out']);

    await device(userName, laptop);
    const offer = laptop.getByRole('dialog', { name: 'Chats and drawings from before you signed in' });
    await offer.waitFor({ timeout: 15_000 });
    expect(await offer.getByRole('listitem').allInnerTexts()).toEqual(['1 chat']);
    await expectNoAxeViolations(laptop);
    await offer.getByRole('button', { name: 'Move into my account', exact: true }).click();
    await offer.waitFor({ state: 'hidden' });
    await laptop.getByRole('button', { name: 'Asked while signed out', exact: true }).click({ timeout: 15_000 });
    await log(laptop).getByText('Answered while signed out', { exact: true }).waitFor();

    const phone = await device(userName);
    await phone.getByRole('button', { name: 'Asked while signed out', exact: true }).click({ timeout: 15_000 });
    await log(phone).getByText('Answered while signed out', { exact: true }).waitFor();
    expect(await phone.getByRole('dialog', { name: 'Chats and drawings from before you signed in' }).count()).toBe(0);
  });

  it('brings the prompts imported on the laptop to the phone, and keeps the browser’s own prompts apart', async () => {
    const userName = await account();
    const laptop = await device(userName);
    await laptop.getByRole('button', { name: 'Prompts', exact: true }).click();
    const store = laptop.getByRole('dialog', { name: 'Prompt store' });
    const file = JSON.stringify([{ act: 'Packing list', prompt: 'Make a packing list for the trip I describe.' }]);
    await store.getByLabel('JSON file of prompts to import').setInputFiles({ name: 'prompts.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await store.getByText('Added: 1.', { exact: false }).waitFor();
    await laptop.keyboard.press('Escape');
    await expect.poll(() => syncLine(laptop).innerText(), { timeout: 15_000 }).toContain('Synced');

    const phone = await device(userName);
    await input(phone).fill('/');
    const options = phone.getByRole('listbox', { name: 'Prompts' }).getByRole('option');
    await expect.poll(() => options.allInnerTexts(), { timeout: 20_000 }).toEqual([expect.stringContaining('Packing list')]);

    // Signed out, the browser has its own (empty) prompt list again.
    await laptop.getByRole('button', { name: /^Profile/ }).click();
    await Promise.all([laptop.waitForEvent('load'), laptop.getByRole('contentinfo').getByRole('button', { name: 'Log out', exact: true }).click()]);
    await laptop.goto('/chat', { waitUntil: 'networkidle' });
    await expect.poll(() => input(laptop).isEnabled(), { timeout: 15_000 }).toBe(true);
    await input(laptop).fill('/');
    expect(await laptop.getByRole('listbox', { name: 'Prompts' }).getByRole('option').count()).toBe(0);
  });

  it('offers the prompts made before signing in that the account lacks, and moving them brings them to the other device', async () => {
    const importPrompts = async (page: Page, prompts: { act: string; prompt: string }[]) => {
      await page.getByRole('button', { name: 'Prompts', exact: true }).click();
      const store = page.getByRole('dialog', { name: 'Prompt store' });
      await store.getByLabel('JSON file of prompts to import').setInputFiles({ name: 'prompts.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(prompts)) });
      await store.getByText(`Added: ${prompts.length}.`, { exact: false }).waitFor();
      await page.keyboard.press('Escape');
    };
    const userName = await account();
    const phone = await device(userName);
    await importPrompts(phone, [{ act: 'Poet', prompt: 'Write a short poem about what I say.' }]);
    await expect.poll(() => syncLine(phone).innerText(), { timeout: 15_000 }).toContain('Synced');

    const laptop = await englishPage();
    await laptop.goto('/chat', { waitUntil: 'networkidle' });
    await expect.poll(() => input(laptop).isEnabled(), { timeout: 15_000 }).toBe(true);
    await importPrompts(laptop, [{ act: 'Translator', prompt: 'Translate what I write into French.' }]);

    await device(userName, laptop);
    // Counted once the account's own prompts have come in: the poem prompt is the account's, the other is not.
    const offer = laptop.getByRole('dialog', { name: 'Chats and drawings from before you signed in' });
    await offer.waitFor({ timeout: 20_000 });
    expect(await offer.getByRole('listitem').allInnerTexts()).toEqual(['1 prompt']);
    await offer.getByRole('button', { name: 'Move into my account', exact: true }).click();
    await offer.waitFor({ state: 'hidden' });

    await input(phone).fill('/');
    const options = phone.getByRole('listbox', { name: 'Prompts' }).getByRole('option');
    await expect.poll(() => options.allInnerTexts(), { timeout: 20_000 }).toEqual([expect.stringContaining('Poet'), expect.stringContaining('Translator')]);
    await expectNoPageProblems(laptop);
  });

  it('deletes all synced data from /mine after a confirmation, and the other device loses the chat within seconds', async () => {
    const userName = await account();
    const laptop = await device(userName);
    await ask(laptop, 'Something to forget', 'Forgotten soon');
    await expect.poll(() => syncLine(laptop).innerText(), { timeout: 15_000 }).toContain('Synced');
    const phone = await device(userName);
    await phone.getByRole('button', { name: 'Something to forget', exact: true }).waitFor({ timeout: 15_000 });

    await laptop.goto('/mine/index', { waitUntil: 'networkidle' });
    await laptop.getByRole('tab', { name: 'Synced data' }).click();
    const panel = laptop.getByRole('region', { name: 'Synced data' });
    await panel.getByText(/^Your chats, drawings and settings take .+ on the server\.$/).waitFor({ timeout: 15_000 });
    expect(await panel.getByText(/^Records: [1-9]/).count()).toBe(1);
    await expectNoAxeViolations(laptop);
    await panel.getByRole('button', { name: 'Delete all synced data', exact: true }).click();
    const confirm = laptop.getByRole('alertdialog', { name: 'Delete all synced data?' });
    await confirm.getByRole('button', { name: 'Delete all synced data', exact: true }).click();
    await laptop.getByText('All your synced data was deleted.').waitFor();
    await panel.getByText('Records: 0', { exact: true }).waitFor({ timeout: 15_000 });

    await phone.getByRole('button', { name: 'Something to forget', exact: true }).waitFor({ state: 'detached', timeout: 20_000 });
  });
});
