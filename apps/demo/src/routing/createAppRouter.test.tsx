import { type AppServices, type Book, createStorage, createStores } from '@atelier/core';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from './createAppRouter';

/** Services whose session check never answers, and whose library API records each GET. */
function servicesWithSlowSession() {
  const stores = createStores(createStorage({ backend: null }));
  const get = vi.fn((url: string) => Promise.resolve({ id: url, title: 'Night', type: 'txt', files: [] } as unknown as Book));
  const refresh = vi.fn(() => new Promise<never>(() => undefined));
  const services = { stores, session: { refresh }, libraryApi: { get } } as unknown as AppServices;
  return { services, get, refresh };
}

describe('app routes on a cold navigation (issue 20 item 6)', () => {
  it('asks for the book record of a reader route before the session check has answered', async () => {
    const { services, get, refresh } = servicesWithSlowSession();
    const router = createMemoryRouter(createAppRoutes(services), { initialEntries: ['/book/txt/b1'] });
    await vi.waitFor(() => expect(get).toHaveBeenCalledWith('/api/books/b1', { params: { with_files: true } }));
    expect(refresh).toHaveBeenCalledTimes(1);
    router.dispose();
  });

  it('holds a login-only route until the check has answered', async () => {
    const { services, get, refresh } = servicesWithSlowSession();
    const router = createMemoryRouter(createAppRoutes(services), { initialEntries: ['/info/main'] });
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(get).not.toHaveBeenCalled();
    expect(router.state.initialized).toBe(false);
    router.dispose();
  });
});
