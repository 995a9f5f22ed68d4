import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { createClient } from '../../server/src/testing/http';
import { uniqueName } from './authFlow';

/**
 * Registers a fresh user over the API, signs in through the demo's (zh-CN) login screen with
 * `redirect` and waits to land there. Returns the user's API access token for setup and checks.
 */
export async function signInThroughLogin(page: Page, baseUrl: string, redirect: string, prefix = 'reader'): Promise<string> {
  const call = createClient(baseUrl);
  const userName = uniqueName(prefix);
  const registered = await call('POST', '/api/register', { json: { name: userName, user_name: userName, password: 'secret123' } });
  expect(registered.status).toBe(201);
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`, { waitUntil: 'networkidle' });
  await page.getByLabel('用户', { exact: true }).fill(userName);
  await page.getByLabel('密码', { exact: true }).fill('secret123');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === redirect, { timeout: 30_000 });
  const login = await call('POST', '/api/login', { json: { user_name: userName, password: 'secret123' } });
  return login.body.access_token as string;
}
