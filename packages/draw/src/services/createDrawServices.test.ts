import { createServices, provideService, validateConfig } from '@atelier/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrawStore } from '../store/createDrawStore';
import { createDrawServices } from './createDrawServices';
import { drawStoreService } from './drawStoreService';

const core = (draw?: { baseUrl: string; secret?: string }) =>
  createServices(validateConfig({ libraryApi: { baseUrl: 'https://books.example/api' }, storage: { backend: null }, ...(draw ? { draw } : {}) }));

const sent: { url: string; headers: Headers }[] = [];
function stubFetch() {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    sent.push({ url, headers: new Headers(init?.headers) });
    return new Response(JSON.stringify({ id: 't1', status: 'SUBMITTED', progress: '0%' }), { headers: { 'content-type': 'application/json' } });
  });
}
afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
});

describe('createDrawServices', () => {
  it('calls our own relay with the access password the user has now, not the one at creation', async () => {
    const services = core({ baseUrl: 'https://books.example/mjapi' });
    const draw = createDrawServices(services);
    expect(draw.direct).toBe(false);
    stubFetch();
    services.stores.auth.setAccessPassword('later');
    await draw.api.fetchTask('t1');
    expect(sent[0]?.url).toBe('https://books.example/mjapi/mj/task/t1/fetch');
    expect(sent[0]?.headers.get('x-ptoken')).toBe('later');
  });

  it('never sends the access password to a drawing address on another origin; that one gets only its secret', async () => {
    const services = core({ baseUrl: 'https://mj.elsewhere.example', secret: 'own-secret' });
    services.stores.auth.setAccessPassword('ours');
    const draw = createDrawServices(services);
    expect(draw.direct).toBe(true);
    stubFetch();
    await draw.api.fetchTask('t1');
    expect(sent[0]?.url).toBe('https://mj.elsewhere.example/mj/task/t1/fetch');
    expect(sent[0]?.headers.get('x-ptoken')).toBeNull();
    expect(sent[0]?.headers.get('mj-api-secret')).toBe('own-secret');
  });

  it('keeps an access password only when our server accepts it', async () => {
    const services = core();
    const answers = [{ status: 'Fail' }, { status: 'Success' }];
    vi.spyOn(services.libraryApi, 'post').mockImplementation(async () => answers.shift());
    const draw = createDrawServices(services);
    expect(await draw.verifyPassword('wrong')).toBe(false);
    expect(services.stores.auth.getState().accessPassword).toBe('');
    expect(await draw.verifyPassword('right')).toBe(true);
    expect(services.stores.auth.getState().accessPassword).toBe('right');
    expect(services.libraryApi.post).toHaveBeenCalledWith('/api/verify', { token: 'right' });
  });

  it('keeps tasks in the store the host provides, shared by every draw widget of the provider', async () => {
    const hostStore = {
      list: async () => [],
      get: async () => null,
      put: async () => {},
      remove: async () => {},
      saveImage: async () => {},
      getImage: async () => null,
      close: () => {},
    } satisfies DrawStore;
    const services = createServices(validateConfig({ libraryApi: { baseUrl: 'https://books.example/api' }, storage: { backend: null } }), {
      services: [provideService(drawStoreService, () => hostStore)],
    });
    expect(createDrawServices(services).store).toBe(hostStore);
    expect(createDrawServices(services).store).toBe(createDrawServices(services).store);
    expect(createDrawServices(core()).store).not.toBe(hostStore);
  });
});
