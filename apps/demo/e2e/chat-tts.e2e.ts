import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoPageProblems, newPage } from '../../../tooling/e2e';
import { chatServerPerFile } from './chatServerPerFile';

// The real server proxies /openapi to a fake OpenAI whose /v1/audio/speech answers a real WAV.
const chat = chatServerPerFile();

interface PlayedAudio {
  plays: number;
  refused: string | null;
  maxTime: number;
  paused: boolean;
}

async function openChat(): Promise<Page> {
  const page = await newPage(chat.server.baseUrl);
  await page.addInitScript(() => {
    if (localStorage.getItem('appSetting') === null) {
      localStorage.setItem('appSetting', JSON.stringify({ data: { siderCollapsed: false, theme: 'light', language: 'en-US' }, expire: null }));
    }
    // The reply is played by an <audio> outside the document: watch every media element that plays.
    const seen: PlayedAudio = { plays: 0, refused: null, maxTime: 0, paused: true };
    (window as unknown as { __played: PlayedAudio }).__played = seen;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      seen.plays += 1;
      const track = () => {
        seen.maxTime = Math.max(seen.maxTime, this.currentTime);
        seen.paused = this.paused;
      };
      for (const type of ['playing', 'timeupdate', 'pause', 'ended']) this.addEventListener(type, track);
      const result = play.call(this);
      result.catch((error: unknown) => (seen.refused = String(error)));
      return result;
    };
  });
  await page.goto('/chat', { waitUntil: 'networkidle' });
  await expect.poll(() => page.getByRole('textbox', { name: 'Message', exact: true }).isEnabled(), { timeout: 15_000 }).toBe(true);
  return page;
}

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const played = (page: Page) => page.evaluate(() => (window as unknown as { __played: PlayedAudio }).__played);
const speechRequests = () => chat.fake.requests.filter((r) => r.path === '/v1/audio/speech');

describe('read aloud through the server proxy', () => {
  it('reads a reply in the voice set in Settings → Model, plays it in the browser, stops, and replays from the cache', async () => {
    const page = await openChat();
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('tab', { name: 'Model' }).click();
    await page.getByRole('combobox', { name: 'TTS voice' }).selectOption('onyx');
    await page.keyboard.press('Escape');

    chat.fake.reply({ kind: 'stream', text: 'Here is a **short** answer to read.' });
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Say something');
    await page.keyboard.press('Enter');
    await log(page).getByText('short', { exact: true }).waitFor();

    await log(page).getByRole('button', { name: 'Read aloud' }).click();
    await log(page).getByRole('button', { name: 'Stop reading' }).waitFor();
    expect(speechRequests().map((r) => r.body)).toEqual([{ model: 'tts-1', input: 'Here is a short answer to read.', voice: 'onyx' }]);
    // The server added its own key; the browser never had it.
    expect(speechRequests()[0]?.headers.authorization).toBe('Bearer sk-e2e');
    await expect.poll(async () => (await played(page)).maxTime, { timeout: 10_000 }).toBeGreaterThan(0);
    expect((await played(page)).refused).toBeNull();
    await expectNoAxeViolations(page);

    // The one-second clip ends by itself and the button is Read aloud again.
    await log(page).getByRole('button', { name: 'Read aloud' }).waitFor({ timeout: 10_000 });

    await log(page).getByRole('button', { name: 'Read aloud' }).click();
    await log(page).getByRole('button', { name: 'Stop reading' }).click();
    await log(page).getByRole('button', { name: 'Read aloud' }).waitFor();
    await expect.poll(async () => (await played(page)).paused).toBe(true);
    expect((await played(page)).plays).toBe(2);
    expect(speechRequests()).toHaveLength(1);
    expectNoPageProblems(page);
  });
});
