import { describe, expect, it } from 'vitest';
import { createClient } from '../../server/src/testing/http';
import { expectNoAxeViolations, expectNoPageProblems, newPage, serverPerFile } from '../../../tooling/e2e';
import { signInThroughLogin } from './signInThroughLogin';
import { uploadBook } from './uploadBook';

const server = serverPerFile();

describe('my page (/mine/index)', () => {
  it('shows what I am reading with its progress and what I finished, each opening its reader', async () => {
    const page = await newPage(server.baseUrl);
    const token = await signInThroughLogin(page, server.baseUrl, '/mine/index', 'mine');
    const call = createClient(server.baseUrl);
    const upload = (title: string) =>
      uploadBook(server.baseUrl, [{ name: `${title}.txt`, data: Buffer.from(`第一章\n${title}`.repeat(50)), type: 'text/plain' }], title, { token });
    const halfway = await upload('半途之书');
    const done = await upload('读完之书');
    const save = (bookId: string, percentage: number, finished: boolean) =>
      call('POST', `/api/reading/progress/${bookId}`, {
        token,
        json: { format: 'txt', file_index: 0, locator: '0:10', percentage, finished, client_updated_at: new Date().toISOString(), device_id: 'e2e' },
      });
    expect((await save(halfway, 0.42, false)).status).toBe(200);
    expect((await save(done, 1, true)).status).toBe(200);

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: '阅读历史' }).click();
    const reading = page.locator('[data-shelf="reading"]');
    await reading.getByRole('link', { name: '半途之书' }).waitFor();
    expect(await reading.getByRole('progressbar', { name: '《半途之书》的进度' }).getAttribute('aria-valuenow')).toBe('42');
    expect(await reading.getByRole('link', { name: '读完之书' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: '读完' }).click();
    const finished = page.locator('[data-shelf="finished"]');
    await finished.getByRole('link', { name: '读完之书' }).waitFor();
    expect(await finished.getByText('已读完').count()).toBeGreaterThan(0);
    await finished.getByRole('link', { name: '读完之书' }).click();
    await page.waitForURL((url) => url.pathname === `/book/txt/${done}`);

    // At 360 px the page still fits without sideways scrolling.
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/mine/index', { waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: '阅读历史' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    expectNoPageProblems(page);
  }, 120_000);
});
