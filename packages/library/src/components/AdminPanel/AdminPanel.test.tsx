import { type AdminUser, createStorage, createStores } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en-US/library.json';
import { AdminPanel } from './AdminPanel';

const BASE = testConfig.libraryApi.baseUrl;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const person = (id: string, name: string, extra: Partial<AdminUser> = {}): AdminUser => ({
  id,
  user_name: name,
  nickname: '',
  avatar_url: null,
  admin_level: 0,
  role: 'user',
  created_at: '2026-11-01T10:00:00Z',
  disabled: false,
  ...extra,
});

describe('AdminPanel', () => {
  it('shows the stats and lets an admin change levels and disable others after confirming, never themselves', async () => {
    const puts: unknown[] = [];
    server.use(
      http.get(`${BASE}/api/admin/stats`, () => HttpResponse.json({ users: 2, books: 5, files: 9, storage_bytes: 2048, upload_tasks: 1, readers_30d: 1 })),
      http.get(`${BASE}/api/admin/users`, () =>
        HttpResponse.json({ items: [person('me', 'boss', { admin_level: 1, role: 'admin' }), person('u2', 'reader')], page: 1, per_page: 20, total: 2 }),
      ),
      http.put(`${BASE}/api/admin/users/u2`, async ({ request }) => {
        const body = (await request.json()) as Partial<AdminUser>;
        puts.push(body);
        return HttpResponse.json(person('u2', 'reader', body));
      }),
    );
    const stores = createStores(createStorage({ backend: null }));
    stores.user.updateUserInfo({ uid: 'me', role: 'admin', token: 't', isLogin: true });
    const user = userEvent.setup();
    renderWithProvider(<AdminPanel onOpenTask={vi.fn()} />, { stores });
    const stats = await screen.findByRole('list', { name: en.admin.statsLabel });
    expect(within(stats).getByText(en.admin.stats.books).parentElement?.textContent).toContain('5');

    expect(await screen.findByLabelText('Admin level of boss')).toHaveProperty('disabled', true);
    expect(screen.getByRole('switch', { name: 'Disable boss' })).toHaveProperty('disabled', true);

    await user.selectOptions(screen.getByLabelText('Admin level of reader'), '1');
    await waitFor(() => expect(puts).toEqual([{ admin_level: 1 }]));

    await user.click(screen.getByRole('switch', { name: 'Disable reader' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(puts).toHaveLength(1);
    await user.click(screen.getByRole('switch', { name: 'Disable reader' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: en.admin.disable }));
    await waitFor(() => expect(puts).toEqual([{ admin_level: 1 }, { disabled: true }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Disable reader' }).getAttribute('aria-checked')).toBe('true'));
  }, 15_000);

  it('explains a refusal from the server', async () => {
    server.use(
      http.get(`${BASE}/api/admin/stats`, () => HttpResponse.json({ code: 'FORBIDDEN', msg: 'Admins only' }, { status: 403 })),
      http.get(`${BASE}/api/admin/users`, () => HttpResponse.json({ code: 'FORBIDDEN', msg: 'Admins only' }, { status: 403 })),
    );
    renderWithProvider(<AdminPanel onOpenTask={vi.fn()} />);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain(en.errors.FORBIDDEN);
    expect(screen.getAllByRole('alert')[0]?.textContent).not.toContain('Admins only');
  });
});
