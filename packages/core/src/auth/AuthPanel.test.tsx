import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../config/AppConfig';
import type { StorageLike } from '../storage/createStorage';
import { renderWithProvider } from '../testing/renderWithProvider';
import { AuthPanel } from './AuthPanel';

const BASE = 'http://library.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = { id: 'u1', user_name: 'ann', nickname: 'Ann', avatar_url: null, admin_level: 0, role: 'user', created_at: '2026-01-01T00:00:00Z' };
const tokens = { access_token: 'jwt-1', refresh_token: 'r-1', expires_in: 3600, user };

function memoryBackend(): StorageLike {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

function renderPanel(config: Partial<AppConfig> = {}, defaultTab: 'login' | 'register' = 'login', locale: 'en-US' | 'zh-CN' = 'en-US') {
  const onSuccess = vi.fn();
  const view = renderWithProvider(<AuthPanel defaultTab={defaultTab} onSuccess={onSuccess} />, {
    locale,
    config: { libraryApi: { baseUrl: BASE }, storage: { backend: null }, ...config },
  });
  return { ...view, onSuccess, ui: userEvent.setup() };
}

describe('AuthPanel login tab', () => {
  it('sends the password through auth.transformPassword', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/api/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(tokens);
      }),
      http.get(`${BASE}/api/wx/user/info`, () => HttpResponse.json(user)),
    );
    const { ui, onSuccess } = renderPanel({ auth: { transformPassword: (p) => `hashed:${p}` } });
    await ui.type(screen.getByLabelText('User'), 'ann');
    await ui.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(body).toEqual({ user_name: 'ann', password: 'hashed:secret1' });
  });

  it('sends one request however often the user submits, and shows the seconds left meanwhile', async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/api/login`, async () => {
        calls += 1;
        await delay('infinite');
        return HttpResponse.json(tokens);
      }),
    );
    const { ui } = renderPanel();
    await ui.type(screen.getByLabelText('User'), 'ann');
    await ui.type(screen.getByLabelText('Password'), 'secret1');
    await ui.click(screen.getByRole('button', { name: 'Log in' }));
    const busy = await screen.findByRole('button', { name: /Logging in… 100 s/ });
    await ui.click(busy);
    await ui.keyboard('{Enter}');
    await waitFor(() => expect(calls).toBe(1));
    expect(calls).toBe(1);
  });

  it('remembers the user name for the next visit only when "Save" is ticked', async () => {
    server.use(
      http.post(`${BASE}/api/login`, () => HttpResponse.json(tokens)),
      http.get(`${BASE}/api/wx/user/info`, () => HttpResponse.json(user)),
    );
    const backend = memoryBackend();
    const first = renderPanel({ storage: { backend } });
    await first.ui.type(screen.getByLabelText('User'), 'ann');
    await first.ui.type(screen.getByLabelText('Password'), 'secret1');
    await first.ui.click(screen.getByRole('checkbox', { name: 'Save' }));
    await first.ui.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(first.onSuccess).toHaveBeenCalled());
    first.unmount();

    const second = renderPanel({ storage: { backend } });
    expect(screen.getByLabelText<HTMLInputElement>('User').value).toBe('ann');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Save' }).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    await second.ui.click(screen.getByRole('checkbox', { name: 'Save' }));
    await second.ui.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    await waitFor(() => expect(second.onSuccess).toHaveBeenCalled());
    second.unmount();

    renderPanel({ storage: { backend } });
    expect(screen.getByLabelText<HTMLInputElement>('User').value).toBe('');
  });
});

describe('AuthPanel register tab', () => {
  it('shows "Register success", then "starting login..." while it logs in by itself', async () => {
    // The login answers only once the test has seen it in progress, however fast or slow the machine.
    let answerLogin!: () => void;
    const loginAnswered = new Promise<void>((resolve) => (answerLogin = resolve));
    server.use(
      http.post(`${BASE}/api/register`, () => HttpResponse.json({ user_id: 'u2', msg: 'ok' }, { status: 201 })),
      http.post(`${BASE}/api/login`, async () => {
        await loginAnswered;
        return HttpResponse.json(tokens);
      }),
      http.get(`${BASE}/api/wx/user/info`, () => HttpResponse.json(user)),
    );
    const { ui, onSuccess } = renderPanel({}, 'register');
    await ui.type(screen.getByLabelText('Username'), 'bob');
    await ui.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    expect(await screen.findByText('starting login...')).toBeTruthy();
    expect(screen.getByText('Register success')).toBeTruthy();
    answerLogin();
    expect(await screen.findByText('Login success')).toBeTruthy();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it('asks to switch to the login tab when the automatic login fails, keeping the success line', async () => {
    server.use(
      http.post(`${BASE}/api/register`, () => HttpResponse.json({ user_id: 'u2', msg: 'ok' }, { status: 201 })),
      http.post(`${BASE}/api/login`, () => HttpResponse.json({ code: 'INTERNAL', msg: 'boom' }, { status: 503 })),
    );
    const { ui, onSuccess } = renderPanel({}, 'register');
    await ui.type(screen.getByLabelText('Username'), 'bob');
    await ui.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('login failed, please switch to the login tab');
    expect(screen.getByText('Register success')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('reports a broken request as "register exception"', async () => {
    server.use(http.post(`${BASE}/api/register`, () => HttpResponse.error()));
    const { ui } = renderPanel({}, 'register');
    await ui.type(screen.getByLabelText('Username'), 'bob');
    await ui.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^register exception /);
  });
});

/** What a screen reader reads after the field's label (its `aria-describedby` texts). */
function description(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('AuthPanel checks the server\'s rules before sending', () => {
  function countRequests() {
    const sent: string[] = [];
    server.use(
      http.post(`${BASE}/api/register`, ({ request }) => (sent.push(request.url), HttpResponse.json({ user_id: 'u1', msg: 'Registered' }, { status: 201 }))),
      http.post(`${BASE}/api/login`, ({ request }) => (sent.push(request.url), HttpResponse.json(tokens))),
      http.get(`${BASE}/api/wx/user/info`, () => HttpResponse.json(user)),
    );
    return sent;
  }

  it.each([
    ['zh-CN', '用户名', '密码', '注册', '密码至少需要 6 个字符。', '用户名只能包含字母、数字和 _ . @ -。'],
    ['en-US', 'Username', 'Password', 'Register', 'Password needs at least 6 characters.', 'User name may only contain letters, digits and _ . @ -.'],
  ] as const)('%s: a short password and a spaced name are marked beside their fields and nothing is sent', async (locale, nameLabel, passwordLabel, submit, passwordRule, nameRule) => {
    const sent = countRequests();
    const { ui, onSuccess } = renderPanel({}, 'register', locale);
    const name = await screen.findByLabelText(nameLabel);
    const password = screen.getByLabelText(passwordLabel);
    await ui.type(name, 'bob lee');
    await ui.type(password, '12345');
    await ui.click(screen.getByRole('button', { name: submit }));
    expect(description(password)).toBe(passwordRule);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(description(name)).toBe(nameRule);
    expect(screen.queryByRole('alert', { name: /body\/|must NOT/ })).toBeNull();
    expect(sent).toEqual([]);
    // Fixed: the marks go as the fields are corrected, and the form is sent.
    await ui.type(password, '6');
    expect(password.getAttribute('aria-invalid')).toBeNull();
    await ui.clear(name);
    await ui.type(name, 'bob_lee');
    await ui.click(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([`${BASE}/api/register`, `${BASE}/api/login`]);
  });

  it.each([
    ['zh-CN', '用户', '密码', '登录', '密码为必填项。'],
    ['en-US', 'User', 'Password', 'Log in', 'Password is required.'],
  ] as const)('%s: the login form sends nothing without a password', async (locale, nameLabel, passwordLabel, submit, required) => {
    const sent = countRequests();
    const { ui } = renderPanel({}, 'login', locale);
    await ui.type(await screen.findByLabelText(nameLabel), 'ann');
    await ui.click(screen.getByRole('button', { name: submit }));
    expect(description(screen.getByLabelText(passwordLabel))).toBe(required);
    expect(sent).toEqual([]);
  });
});
