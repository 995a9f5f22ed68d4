import { createFakeOpenAi } from '@atelier/chat/testing';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '@atelier/chat/testing/node';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMidjourney, type FakeMidjourneyServer, startFakeMidjourneyServer } from '../../../packages/draw/src/testing/node';
import { createClient, signUp } from '../../server/src/testing/http';
import { expectNoAxeViolations, expectNoPageProblems, newPage, type RunningServer, startServer } from '../../../tooling/e2e';
import { uniqueName } from './authFlow';
import { keptOnServer } from './keptOnServer';

// Issue 19, item 5: an account's chats and drawings leave as one zip from /mine and come back into
// another account (or this one on another server), in Chromium against the real server.
const fake = createFakeMidjourney({ progressSteps: ['50%'] });
let mj: FakeMidjourneyServer;
let openAi: FakeOpenAiServer;
let server: RunningServer;
const PASSWORD = 'secret123';
const archivePath = path.join(tmpdir(), `atelier-archive-${process.pid}.zip`);

beforeAll(async () => {
  mj = await startFakeMidjourneyServer(fake);
  // A chat service, so the chat page shows conversations rather than asking for one.
  openAi = await startFakeOpenAiServer(createFakeOpenAi());
  server = await startServer({ env: { MJ_SERVER: mj.url, OPENAI_API_BASE_URL: openAi.url, OPENAI_API_KEY: 'sk-e2e' } });
});
afterAll(async () => {
  await server?.stop();
  await mj?.close();
  await openAi?.close();
  await rm(archivePath, { force: true });
});

const card = (page: Page, label: RegExp) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label }) });
const syncLine = (page: Page) => page.getByRole('status', { name: 'Sync' });
const archivePanel = (page: Page) => page.getByRole('region', { name: 'Your data, in one file' });

/** A new account with one chat of two branches, written through the sync API as a device would. */
async function accountWithChat(): Promise<string> {
  const userName = uniqueName('archived');
  const call = createClient(server.baseUrl);
  const { access_token: token } = await signUp(call, userName, PASSWORD);
  const at = Date.now();
  const message = (id: string, parentId: string | null, role: string, content: string, n: number) => ({
    kind: 'message',
    id,
    parent_id: 'c-trip',
    updated_at: at + n,
    data: { id, conversationId: 'c-trip', parentId, role, content, status: 'done', createdAt: at + n },
  });
  const pushed = await call('POST', '/api/sync/changes', {
    token,
    json: {
      changes: [
        { kind: 'conversation', id: 'c-trip', parent_id: null, updated_at: at, data: { id: 'c-trip', title: 'Autumn trip', titleEdited: true, createdAt: at, updatedAt: at, leafId: 'm3', settings: {} } },
        message('m1', null, 'user', 'Where should we go?', 1),
        message('m2', 'm1', 'assistant', 'Lisbon in spring.', 2),
        message('m3', 'm1', 'assistant', 'Kyoto, for the maples.', 3),
      ],
    },
  });
  expect(pushed.status).toBe(200);
  return userName;
}

/** A device: a fresh browser in English, signed in through the login screen, on `to`. */
async function device(userName: string, to: string): Promise<Page> {
  const page = await newPage(server.baseUrl);
  await page.addInitScript(() => {
    if (localStorage.getItem('appSetting') === null) {
      localStorage.setItem('appSetting', JSON.stringify({ data: { siderCollapsed: false, theme: 'light', language: 'en-US' }, expire: null }));
    }
  });
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`, { waitUntil: 'networkidle' });
  await page.getByLabel('User', { exact: true }).fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === to, { timeout: 30_000 });
  return page;
}

async function openArchivePanel(page: Page) {
  await page.goto('/mine', { waitUntil: 'networkidle' });
  await page.getByRole('tab', { name: 'Synced data' }).click();
  await archivePanel(page).waitFor();
}

describe('the account as one archive', () => {
  it('downloads chats, drawings and their images as a zip, and brings them into another account and its devices', async () => {
    const owner = await accountWithChat();
    const laptop = await device(owner, '/draw');
    await laptop.getByLabel('Prompt', { exact: true }).fill('a lighthouse at dusk');
    await laptop.getByRole('button', { name: 'Generate', exact: true }).click();
    await card(laptop, /^a lighthouse at dusk/).getByRole('img', { name: /^Result of/ }).waitFor({ timeout: 25_000 });
    await expect.poll(() => syncLine(laptop).innerText(), { timeout: 15_000 }).toContain('Synced');
    await expect.poll(() => keptOnServer(laptop), { timeout: 20_000 }).toEqual([expect.stringMatching(/^\/api\/draw\/images\/[0-9a-f-]{36}\.png$/)]);
    const [ownersCopy] = await keptOnServer(laptop);

    await openArchivePanel(laptop);
    const [download] = await Promise.all([laptop.waitForEvent('download'), archivePanel(laptop).getByRole('button', { name: 'Download everything' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^atelier-account-\d{4}-\d{2}-\d{2}\.zip$/);
    await download.saveAs(archivePath);
    await archivePanel(laptop).getByText('Your archive was downloaded.').waitFor();
    const files = unzipSync(new Uint8Array(await readFile(archivePath)));
    const names = Object.keys(files);
    expect(names).toEqual(expect.arrayContaining(['manifest.json', 'chats/chats.json', 'chats/markdown/0001 Autumn trip.md', 'drawings/drawings.json']));
    expect(names.some((name) => /^drawings\/images\/.+\.png$/.test(name))).toBe(true);
    expect(new TextDecoder().decode(files['chats/markdown/0001 Autumn trip.md'])).toContain('Kyoto, for the maples.');

    // Another account, as on another server: the archive comes in through the import button.
    const heir = uniqueName('heir');
    await signUp(createClient(server.baseUrl), heir, PASSWORD);
    const desk = await device(heir, '/mine');
    await openArchivePanel(desk);
    await archivePanel(desk).getByLabel('Account archive (.zip)').setInputFiles(archivePath);
    const dialog = desk.getByRole('alertdialog').or(desk.getByRole('dialog'));
    await dialog.getByText(/Chats: 1 · Drawings: 1/).waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await archivePanel(desk).getByText(/^Imported\./).waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(desk);
    await expect.poll(() => syncLine(desk).innerText(), { timeout: 15_000 }).toContain('Synced');

    // The heir's next device has it all from the server: both branches, and the drawing's image.
    fake.forgetAll();
    const phone = await device(heir, '/chat');
    await phone.getByRole('button', { name: 'Autumn trip', exact: true }).click({ timeout: 15_000 });
    await phone.getByRole('log', { name: 'Messages' }).getByText('Kyoto, for the maples.').waitFor({ timeout: 15_000 });
    await phone.goto('/draw', { waitUntil: 'networkidle' });
    const drawn = card(phone, /^a lighthouse at dusk/).getByRole('img', { name: /^Result of/ });
    await drawn.waitFor({ timeout: 20_000 });
    // The heir's own copy on the server, sent from the archive: not a link to the first account's.
    const src = await drawn.getAttribute('src');
    expect(src).toMatch(/\/api\/draw\/images\//);
    expect(src).not.toBe(ownersCopy);
    await expect.poll(() => drawn.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    await expectNoPageProblems(laptop);
    await expectNoPageProblems(desk);
    await expectNoPageProblems(phone);
  });

  it('refuses a file that is not an account archive, saying so, and changes nothing', async () => {
    const userName = uniqueName('careful');
    await signUp(createClient(server.baseUrl), userName, PASSWORD);
    const page = await device(userName, '/mine');
    await openArchivePanel(page);
    await archivePanel(page)
      .getByLabel('Account archive (.zip)')
      .setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('these are not the bytes of a zip') });
    await archivePanel(page).getByRole('alert').getByText('This file is not a zip archive, or it is damaged.').waitFor({ timeout: 15_000 });
    await expectNoPageProblems(page);
  });
});
