import { type AdminUser, createStorage, createStores } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import axe from 'axe-core';
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

  describe('password-reset links', () => {
    const TOKEN = 'Tk_-0123456789abcdefghijklmnopqrstuvwxyzABC';
    const EXPIRES = '2026-11-28T10:00:00.000Z';

    function serve(issue: () => Response | Promise<Response>) {
      const issued: string[] = [];
      server.use(
        http.get(`${BASE}/api/admin/stats`, () => HttpResponse.json({ users: 3, books: 0, files: 0, storage_bytes: 0, upload_tasks: 0, readers_30d: 0 })),
        http.get(`${BASE}/api/admin/users`, () =>
          HttpResponse.json({
            items: [person('me', 'boss', { admin_level: 1, role: 'admin' }), person('u2', 'reader'), person('u3', 'gone', { disabled: true })],
            page: 1,
            per_page: 20,
            total: 3,
          }),
        ),
        http.post(`${BASE}/api/admin/users/:id/reset-link`, ({ params }) => {
          issued.push(String(params['id']));
          return issue();
        }),
      );
      const stores = createStores(createStorage({ backend: null }));
      stores.user.updateUserInfo({ uid: 'me', role: 'admin', token: 't', isLogin: true });
      return { issued, stores };
    }

    it('shows the full link on this origin with its expiry, copies it, and offers none for the admin themself', async () => {
      const { issued, stores } = serve(() => HttpResponse.json({ token: TOKEN, expires_at: EXPIRES }));
      const user = userEvent.setup();
      renderWithProvider(<AdminPanel onOpenTask={vi.fn()} />, { stores });
      await screen.findByLabelText('Admin level of reader');
      expect(screen.queryByRole('button', { name: 'Reset link for boss' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Reset link for reader' }));
      const dialog = await screen.findByRole('dialog', { name: 'Password reset link for reader' });
      const link = await within(dialog).findByRole('textbox', { name: en.admin.resetLink.linkLabel });
      expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/reset/${TOKEN}`);
      expect(issued).toEqual(['u2']);
      expect(dialog.textContent).toContain(`Valid until ${new Date(EXPIRES).toLocaleString()}.`);
      expect(dialog.textContent).toContain('It works once, within 24 hours.');
      expect(dialog.textContent).not.toContain(en.admin.resetLink.disabled);
      // `region` asks for page landmarks, which a widget rendered alone has none of.
      expect((await axe.run(document.body, { rules: { region: { enabled: false } } })).violations.map((v) => v.id)).toEqual([]);

      await user.click(within(dialog).getByRole('button', { name: en.admin.resetLink.copy }));
      expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/reset/${TOKEN}`);
      expect(within(dialog).getByRole('status').textContent).toBe(en.admin.resetLink.copied);

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }, 15_000);

    it('uses the host’s address for the link and says a disabled account stays disabled', async () => {
      const { stores } = serve(() => HttpResponse.json({ token: TOKEN, expires_at: EXPIRES }));
      const user = userEvent.setup();
      renderWithProvider(<AdminPanel onOpenTask={vi.fn()} getResetLinkHref={(token) => `/app/#/reset/${token}`} />, { stores });
      await user.click(await screen.findByRole('button', { name: 'Reset link for gone' }));
      const dialog = await screen.findByRole('dialog', { name: 'Password reset link for gone' });
      const link = await within(dialog).findByRole('textbox', { name: en.admin.resetLink.linkLabel });
      expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/app/#/reset/${TOKEN}`);
      expect(dialog.textContent).toContain(en.admin.resetLink.disabled);
    }, 15_000);

    it('words a refusal by its code, never the server’s text', async () => {
      const { stores } = serve(() => HttpResponse.json({ code: 'NOT_FOUND', msg: 'User not found' }, { status: 404 }));
      const user = userEvent.setup();
      renderWithProvider(<AdminPanel onOpenTask={vi.fn()} />, { stores });
      await user.click(await screen.findByRole('button', { name: 'Reset link for reader' }));
      const dialog = await screen.findByRole('dialog', { name: 'Password reset link for reader' });
      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).not.toContain('User not found');
      expect(alert.textContent?.length).toBeGreaterThan(0);
      expect(within(dialog).queryByRole('textbox')).toBeNull();
      expect(within(dialog).queryByRole('button', { name: en.admin.resetLink.copy })).toBeNull();
    }, 15_000);
  });
});
