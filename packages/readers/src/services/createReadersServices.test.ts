import { createServices, validateConfig } from '@atelier/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createReadersServices } from './createReadersServices';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function core() {
  return createServices(validateConfig({ libraryApi: { baseUrl: 'https://books.example/', env: 'ppe' }, storage: { backend: null } }));
}

describe('createReadersServices', () => {
  it('knows a reader is signed in only while the user store holds a library session', () => {
    const services = core();
    const readers = createReadersServices(services);
    expect(readers.isSignedIn()).toBe(false);
    services.stores.user.updateUserInfo({ token: 'jwt' });
    expect(readers.isSignedIn()).toBe(true);
    expect(readers.apiBaseUrl).toBe('https://books.example');
  });

  it("sends the last place on page hide with the session's headers and keepalive", async () => {
    const services = core();
    services.stores.user.updateUserInfo({ token: 'jwt' });
    const seen = new Promise<{ auth: string | null; env: string | null; body: unknown }>((resolve) =>
      server.use(
        http.post('https://books.example/api/reading/progress/b1', async ({ request }) => {
          resolve({ auth: request.headers.get('authorization'), env: request.headers.get('x-env'), body: await request.json() });
          return HttpResponse.json({ ok: true });
        }),
      ),
    );
    createReadersServices(services).postOnExit('/api/reading/progress/b1', { locator: '9', percentage: 0.5 });
    await expect(seen).resolves.toEqual({ auth: 'Bearer jwt', env: 'ppe', body: { locator: '9', percentage: 0.5 } });
  });

  it('lets a refused write on page hide go quietly: nobody is left to tell', async () => {
    const services = core();
    const answered = new Promise<void>((resolve) =>
      server.use(
        http.post('https://books.example/api/reading/progress/b1', () => {
          resolve();
          return HttpResponse.error();
        }),
      ),
    );
    createReadersServices(services).postOnExit('/api/reading/progress/b1', {});
    await answered;
    // No unhandled rejection fails the run.
  });
});
