import { createStorage, createStores } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../locales/en-US/demo.json';
import ResetLinkPage from './ResetLinkPage';

const BASE = testConfig.libraryApi.baseUrl;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TOKEN = 'Tk_-0123456789abcdefghijklmnopqrstuvwxyzABC';
// core's English for RESET_LINK_INVALID.
const INVALID = 'This reset link is no longer valid: it was already used, has expired or was replaced. Ask an administrator for a new one.';
const EXPIRES = '2026-11-28T10:00:00.000Z';

function open(token = TOKEN) {
  const router = createMemoryRouter(
    [
      { path: '/reset/:token', Component: ResetLinkPage },
      { path: '/login', Component: () => <p>the sign-in page</p> },
    ],
    { initialEntries: [`/reset/${token}`] },
  );
  renderWithProvider(<RouterProvider router={router} />, { stores: createStores(createStorage({ backend: null })) });
  return { router, user: userEvent.setup() };
}

// `region` asks for page landmarks, which the app's layout (not rendered here) provides.
const axeViolations = async () => (await axe.run(document.body, { rules: { region: { enabled: false } } })).violations.map((v) => v.id);

describe('ResetLinkPage', () => {
  it('names the account, checks the rules before sending, sets the password once and offers Sign in', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get(`${BASE}/api/auth/reset-link/${TOKEN}`, () => HttpResponse.json({ user_name: 'ann', expires_at: EXPIRES })),
      http.post(`${BASE}/api/auth/reset-link/${TOKEN}`, async ({ request }) => {
        posted.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router, user } = open();
    expect(await screen.findByText(en.reset.intro.replace('{{user}}', 'ann'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: en.title.reset })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    await user.type(screen.getByLabelText(en.account.newPassword), '12345');
    await user.type(screen.getByLabelText(en.account.repeatPassword), '12346');
    await user.click(screen.getByRole('button', { name: en.reset.submit }));
    expect(screen.getByText('Use at least 6 characters.')).toBeTruthy();
    expect(screen.getByText(en.account.rule.mismatch)).toBeTruthy();
    expect(screen.getByLabelText(en.account.newPassword).getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await user.clear(screen.getByLabelText(en.account.newPassword));
    await user.clear(screen.getByLabelText(en.account.repeatPassword));
    await user.type(screen.getByLabelText(en.account.newPassword), 'new-secret');
    await user.type(screen.getByLabelText(en.account.repeatPassword), 'new-secret');
    // Keyboard only: Enter in the last field sends the form.
    await user.keyboard('{Enter}');
    expect(await screen.findByText(en.reset.done.replace('{{user}}', 'ann'))).toBeTruthy();
    expect(posted).toEqual([{ new_password: 'new-secret' }]);
    expect(screen.queryByLabelText(en.account.newPassword)).toBeNull();

    await user.click(screen.getByRole('button', { name: en.reset.signIn }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows a used or expired link as invalid in the reader’s words, with no form', async () => {
    server.use(http.get(`${BASE}/api/auth/reset-link/${TOKEN}`, () => HttpResponse.json({ code: 'RESET_LINK_INVALID', msg: 'gone (server)' }, { status: 410 })));
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(screen.queryByText(/\(server\)/)).toBeNull();
    expect(screen.queryByLabelText(en.account.newPassword)).toBeNull();
    expect(screen.queryByRole('button', { name: en.reset.retry })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('calls a malformed address invalid without asking the server', async () => {
    const asked = vi.fn();
    server.use(http.get(`${BASE}/api/auth/reset-link/:token`, () => (asked(), HttpResponse.json({ user_name: 'x', expires_at: EXPIRES }))));
    open('not-a-token');
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(asked).not.toHaveBeenCalled();
  });

  it('turns to the invalid message when the link is spent while the form is open', async () => {
    server.use(
      http.get(`${BASE}/api/auth/reset-link/${TOKEN}`, () => HttpResponse.json({ user_name: 'ann', expires_at: EXPIRES })),
      http.post(`${BASE}/api/auth/reset-link/${TOKEN}`, () => HttpResponse.json({ code: 'RESET_LINK_INVALID', msg: 'gone' }, { status: 410 })),
    );
    const { user } = open();
    await user.type(await screen.findByLabelText(en.account.newPassword), 'new-secret');
    await user.type(screen.getByLabelText(en.account.repeatPassword), 'new-secret');
    await user.click(screen.getByRole('button', { name: en.reset.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(screen.queryByLabelText(en.account.newPassword)).toBeNull();
  });
});
