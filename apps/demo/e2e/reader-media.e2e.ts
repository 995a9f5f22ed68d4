import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoPageProblems, newPage, serverPerFile } from '../../../tooling/e2e';
import { type BookFile, uploadBook } from './uploadBook';

const server = serverPerFile();

/** A playable PCM WAV: RIFF header, `fmt ` and `data` chunks, a quiet 440 Hz tone (8 kHz mono 16-bit). */
function toneWav(seconds: number, rate = 8000): Buffer {
  const samples = seconds * rate;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVE', 8, 'latin1');
  wav.write('fmt ', 12, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1) wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 2000), 44 + i * 2);
  return wav;
}

const upload = (files: BookFile[], title: string) => uploadBook(server.baseUrl, files, title);

const currentTime = (page: Page) => page.evaluate(() => document.querySelector('audio')?.currentTime ?? -1);

describe('audio player', () => {
  it('streams a three-file audiobook with Range, plays, seeks, changes chapter and resumes after a reload', async () => {
    const id = await upload(
      [
        { name: '01 序.wav', path: '长安夜话/01 序.wav', data: toneWav(40), type: 'audio/wav' },
        { name: '02 第一章.wav', path: '长安夜话/02 第一章.wav', data: toneWav(40), type: 'audio/wav' },
        { name: '03 第二章.wav', path: '长安夜话/03 第二章.wav', data: toneWav(6), type: 'audio/wav' },
      ],
      '长安夜话（有声书）',
    );
    const page = await newPage(server.baseUrl);
    const ranges: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/books\/[^/]+\/files\/\d+$/.test(request.url())) ranges.push(request.headers()['range'] ?? 'none');
    });
    await page.goto(`/book/audio/${id}`);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).textContent(), { timeout: 30_000 }).toBe('01 序');
    await expect.poll(() => page.getByText('已暂停').count()).toBe(1);

    await page.getByRole('button', { name: '播放', exact: true }).click();
    await expect.poll(() => page.getByText('正在播放').count()).toBe(1);
    await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(0.3);
    await page.getByRole('button', { name: '前进 15 秒' }).click();
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(15);
    await page.getByRole('button', { name: '暂停' }).click();
    await expect.poll(() => page.getByText('已暂停').count()).toBe(1);
    // The browser streamed the file itself (Range requests), nothing fetched it whole first.
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.every((r) => r.startsWith('bytes='))).toBe(true);

    await page.getByRole('button', { name: '02 第一章' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 2 }).textContent()).toBe('02 第一章');
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(30);
    await expect
      .poll(() => page.evaluate(() => Object.values(localStorage).some((v) => /"locator":"3\d","percentage":[\d.]+,"fileIndex":1/.test(v))))
      .toBe(true);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 2 }).textContent(), { timeout: 30_000 }).toBe('02 第一章');
    await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(30);
    await page.getByRole('button', { name: '03 第二章' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 2 }).textContent()).toBe('03 第二章');
    expectNoPageProblems(page);
  });

  it('plays a one-file audiobook on a 360 px phone', async () => {
    const id = await upload([{ name: '短篇.wav', path: '短篇.wav', data: toneWav(8), type: 'audio/wav' }], '短篇');
    const page = await newPage(server.baseUrl, { viewport: { width: 360, height: 640 } });
    await page.goto(`/book/audio/${id}`);
    await expect.poll(() => page.getByText('已暂停').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByRole('list', { name: '章节' }).count()).toBe(0);
    await page.getByRole('button', { name: '播放', exact: true }).click();
    await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(0.3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    expectNoPageProblems(page);
  });
});

/**
 * A real WebM (VP8) recorded by Chromium itself from an animated canvas: no encoder on the test
 * machine, and the bytes are what browsers produce when people film their screen.
 */
async function recordWebm(seconds: number): Promise<Buffer> {
  const page = await newPage(server.baseUrl);
  await page.goto('/healthz');
  const base64 = await page.evaluate(async (ms) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const ctx = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    const started = performance.now();
    const draw = () => {
      const t = performance.now() - started;
      ctx.fillStyle = `hsl(${(t / 10) % 360} 70% 50%)`;
      ctx.fillRect(0, 0, 160, 120);
      ctx.fillStyle = '#fff';
      ctx.fillRect((t / 20) % 160, 50, 20, 20);
      if (t < ms) requestAnimationFrame(draw);
      else recorder.stop();
    };
    recorder.start(250);
    draw();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, seconds * 1000);
  await page.context().close();
  return Buffer.from(base64, 'base64');
}

const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? -1);

describe('video player', () => {
  it('streams a WebM with Range requests, plays and pauses by keyboard, and fits a 360 px phone', async () => {
    const webm = await recordWebm(3);
    expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const id = await upload([{ name: '片段.webm', path: '片段.webm', data: webm, type: 'video/webm' }], '街景片段');
    const page = await newPage(server.baseUrl, { viewport: { width: 360, height: 640 } });
    const ranges: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/books\/[^/]+\/files\/\d+$/.test(request.url())) ranges.push(request.headers()['range'] ?? 'none');
    });
    await page.goto(`/book/video/${id}`);
    await expect.poll(() => page.getByText('已暂停').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByRole('button', { name: '全屏' }).count()).toBe(1);

    await page.getByRole('button', { name: '播放', exact: true }).click();
    await expect.poll(() => page.getByText('正在播放').count()).toBe(1);
    await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThan(0.3);
    // The video element paints frames: its decoded size is the recording's.
    expect(await page.evaluate(() => [document.querySelector('video')?.videoWidth, document.querySelector('video')?.videoHeight])).toEqual([160, 120]);
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.every((r) => r.startsWith('bytes='))).toBe(true);

    await page.getByRole('button', { name: '暂停' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByText('已暂停').count()).toBe(1);
    // The element itself is paused, not only the label: its time stands still.
    expect(await page.evaluate(() => document.querySelector('video')?.paused)).toBe(true);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    expectNoPageProblems(page);
  });
});

/** A chapter file as old HTML novels come: GBK-free UTF-8 with a meta charset, a script and a handler. */
function htmlChapter(n: number, extra = ''): Buffer {
  const paragraphs = Array.from({ length: 60 }, (_, i) => `<p>第${n}章第${i + 1}段：灯火照着青石板路。</p>`).join('\n');
  return Buffer.from(
    `<!doctype html><html><head><meta charset="utf-8"><title>第${n}章</title><style>body{color:red}</style></head><body>` +
      `<h1>第${n}章 长街</h1>${extra}${paragraphs}<p><a href="0${n + 1}.html">下一章</a></p></body></html>`,
    'utf8',
  );
}

describe('HTML novel reader', () => {
  it('shows sanitized chapters in a sandbox where the book’s script never runs, follows links and keeps the place', async () => {
    const attack = '<script>window.parent.pwned = "script"; document.body.dataset.pwned = "1"</script><img src="x" onerror="window.parent.pwned = \'img\'">';
    const id = await upload(
      [
        { name: '01.html', path: '长街/01.html', data: htmlChapter(1, attack), type: 'text/html' },
        { name: '02.html', path: '长街/02.html', data: htmlChapter(2), type: 'text/html' },
      ],
      '长街',
    );
    const page = await newPage(server.baseUrl);
    await page.goto(`/book/html/${id}`);
    const frame = page.frameLocator('iframe');
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe('第1章 长街');
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toBe('第1章');
    const inFrame = await page.evaluate(() => {
      const doc = document.querySelector('iframe')?.contentDocument;
      return {
        scripts: doc?.querySelectorAll('script').length,
        handlers: doc?.querySelectorAll('[onerror]').length,
        marked: doc?.body.dataset['pwned'] ?? null,
        sandbox: document.querySelector('iframe')?.getAttribute('sandbox'),
      };
    });
    expect(inFrame).toEqual({ scripts: 0, handlers: 0, marked: null, sandbox: 'allow-same-origin' });
    expect(await page.evaluate(() => (window as unknown as { pwned?: string }).pwned ?? null)).toBeNull();

    await frame.getByRole('link', { name: '下一章' }).click();
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent()).toBe('第2章 长街');
    await page.getByRole('button', { name: '上一章' }).click();
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent()).toBe('第1章 长街');
    await page.getByRole('button', { name: '下一章' }).click();
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent()).toBe('第2章 长街');
    // Reading down the chapter stores "file:fraction".
    await page.evaluate(() => document.querySelector('iframe')?.contentDocument?.scrollingElement?.scrollTo({ top: 1e6 }));
    await expect.poll(() => page.evaluate(() => Object.values(localStorage).some((v) => /"locator":"1:(0\.[5-9]|1)/.test(v)))).toBe(true);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect.poll(() => page.frameLocator('iframe').getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe('第2章 长街');
    await expect
      .poll(() => page.evaluate(() => document.querySelector('iframe')?.contentDocument?.scrollingElement?.scrollTop ?? 0))
      .toBeGreaterThan(100);
    expectNoPageProblems(page);
  });
});
