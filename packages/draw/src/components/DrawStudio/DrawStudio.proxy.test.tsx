import 'fake-indexeddb/auto';
import { type AppConfig, createStorage, createStores } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDrawStore } from '../../store/createDrawStore';
import { createFakeMidjourney, type FakeMidjourneyOptions } from '../../testing/createFakeMidjourney';
import en from '../../locales/en-US/draw.json';
import { DrawStudio } from './DrawStudio';

const PROXY = 'https://mj.example.com';
let n = 0;

/**
 * DrawStudio with its own clients (no injected api), the host's config pointing at a
 * midjourney-proxy on another origin, and a logged-in user whose access password must stay with us.
 */
function setup(draw: NonNullable<AppConfig['draw']>, fakeOptions: FakeMidjourneyOptions = {}) {
  const fake = createFakeMidjourney({ progressSteps: ['50%'], origin: PROXY, ...fakeOptions });
  const calls: { url: string; headers: Record<string, string>; credentials: RequestCredentials | undefined }[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    // The library API (the session check) has no server here; these tests look at the drawing calls.
    if (url.startsWith(testConfig.libraryApi.baseUrl)) return Promise.reject(new TypeError('Failed to fetch'));
    calls.push({ url, headers: { ...(init?.headers as Record<string, string> | undefined) }, credentials: init?.credentials });
    return fake.fetch(input, init);
  });
  const stores = createStores(createStorage({ backend: null }));
  stores.auth.setAccessPassword('our-access-password');
  const config: AppConfig = { ...testConfig, draw };
  renderWithProvider(<DrawStudio store={createDrawStore({ name: `proxy-${++n}` })} pollIntervalMs={20} />, { config, stores });
  return { fake, calls, user: userEvent.setup() };
}

async function imagine(user: ReturnType<typeof userEvent.setup>, prompt: string) {
  await user.type(screen.getByLabelText('Prompt'), prompt);
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  const task = await screen.findByRole('listitem', { name: new RegExp(prompt) });
  await within(task).findByText('Done');
  return task;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DrawStudio with a midjourney-proxy on another origin', { timeout: 30_000 }, () => {
  it('sends every call there, without our access password, and uses its image URLs as given', async () => {
    const { fake, calls, user } = setup({ baseUrl: PROXY });
    expect(screen.getByText(`Drawing directly at ${PROXY}`, { exact: false })).toBeTruthy();
    await imagine(user, 'a lighthouse');
    const api = calls.filter((c) => !c.url.includes('/attachments/'));
    expect(api.map((c) => c.url)).toContain(`${PROXY}/mj/submit/imagine`);
    expect(api.every((c) => c.url.startsWith(`${PROXY}/mj/`))).toBe(true);
    for (const call of api) {
      expect(call.headers['x-ptoken']).toBeUndefined();
      expect(call.headers['mj-api-secret']).toBeUndefined();
      expect(call.credentials).not.toBe('include');
    }
    const finished = [...fake.tasks.values()][0];
    expect(finished?.imageUrl).toMatch(/^https:\/\/mj\.example\.com\/attachments\/\d+-final\.svg$/);
    // The finished image is kept from the proxy's own URL, not one rebuilt on our server.
    await waitFor(() => expect(calls.map((c) => c.url)).toContain(finished?.imageUrl));
  });

  it('sends mj-api-secret when the host configured one, and the proxy accepts it', async () => {
    const { fake, user } = setup({ baseUrl: `${PROXY}/mj/`, secret: 'proxy-secret' }, { apiSecret: 'proxy-secret' });
    const task = await imagine(user, 'a harbour');
    expect(within(task).getByRole('img', { name: /Result of a harbour/ })).toBeTruthy();
    expect(fake.requests.length).toBeGreaterThan(1);
    for (const request of fake.requests) {
      expect(request.headers['mj-api-secret']).toBe('proxy-secret');
      expect(request.headers['x-ptoken']).toBeUndefined();
    }
  });

  it('fetches a relative image URL from the proxy, not from our page', async () => {
    const { fake, calls, user } = setup({ baseUrl: PROXY }, { origin: '' });
    await imagine(user, 'a windmill');
    const id = [...fake.tasks.keys()][0];
    expect(fake.tasks.get(id ?? '')?.imageUrl).toBe(`/attachments/${id}-final.svg`);
    await waitFor(() => expect(calls.map((c) => c.url)).toContain(`${PROXY}/attachments/${id}-final.svg`));
  });

  it('treats a 423 from a proxy on another origin as its error, never as a request for our access password', async () => {
    const { user } = setup({ baseUrl: PROXY });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 'token_check', msg: 'This proxy is locked' }), { status: 423, headers: { 'content-type': 'application/json' } }));
    await user.type(screen.getByLabelText('Prompt'), 'a lantern');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const task = await screen.findByRole('listitem', { name: /a lantern/ });
    await within(task).findByText(/This proxy is locked/);
    expect(screen.queryByText(en.errors.AUTH_REQUIRED)).toBeNull();
    expect(screen.queryByText(en.auth.reenter, { exact: false })).toBeNull();
  });

  it('still sends the access password to our own relay', async () => {
    const { fake, user } = setup({ baseUrl: '/mjapi' });
    expect(screen.queryByText('Drawing directly at', { exact: false })).toBeNull();
    await imagine(user, 'a meadow');
    expect(fake.requests[0]?.path).toBe('/mjapi/mj/submit/imagine');
    expect(fake.requests[0]?.headers['x-ptoken']).toBe('our-access-password');
  });
});
