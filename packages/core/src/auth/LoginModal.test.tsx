import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorage } from '../storage/createStorage';
import { createStores } from '../stores/createStores';
import { renderWithProvider } from '../testing/renderWithProvider';
import { LoginModal } from './LoginModal';

const BASE = 'http://library.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = { id: 'u1', user_name: 'ann', nickname: 'Ann', avatar_url: null, admin_level: 1, role: 'admin', created_at: '2026-01-01T00:00:00Z' };
const tokens = { access_token: 'jwt-1', refresh_token: 'r-1', expires_in: 3600, user };

function setup(locale: 'en-US' | 'zh-CN' = 'en-US') {
  const stores = createStores(createStorage({ backend: null }));
  const onSuccess = vi.fn();
  const onOpenChange = vi.fn();
  renderWithProvider(<LoginModal open onOpenChange={onOpenChange} onSuccess={onSuccess} />, {
    config: { libraryApi: { baseUrl: BASE }, storage: { backend: null } },
    stores,
    locale,
  });
  return { stores, onSuccess, onOpenChange, ui: userEvent.setup() };
}

/** Fields the client's rules accept, so that what follows is the server's answer. */
async function fill(ui: ReturnType<typeof userEvent.setup>, locale: 'en-US' | 'zh-CN', tab: 'login' | 'register') {
  const zh = locale === 'zh-CN';
  await ui.type(await screen.findByLabelText(tab === 'login' ? (zh ? '用户' : 'User') : zh ? '用户名' : 'Username'), 'ann');
  await ui.type(screen.getByLabelText(zh ? '密码' : 'Password'), 'secret1');
}

describe('LoginModal', () => {
  it('puts the host’s className and style on its dialog', () => {
    renderWithProvider(<LoginModal open onOpenChange={() => undefined} className="site-login" style={{ maxWidth: 420 }} />, {
      config: { libraryApi: { baseUrl: BASE }, storage: { backend: null } },
    });
    const dialog = screen.getByRole('dialog');
    expect(dialog.classList.contains('site-login')).toBe(true);
    expect(dialog.style.maxWidth).toBe('420px');
  });

  it('logs in, stores the session with nickname and admin level, and finishes after the redirect delay', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/api/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(tokens);
      }),
      http.get(`${BASE}/api/wx/user/info`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer jwt-1' ? HttpResponse.json(user) : new HttpResponse(null, { status: 401 }),
      ),
    );
    const { ui, onSuccess, onOpenChange, stores } = setup();
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    await ui.type(screen.getByLabelText('User'), 'ann');
    await ui.type(screen.getByLabelText('Password'), 'secret1');
    await ui.keyboard('{Enter}');
    expect(await screen.findByText('Login success')).toBeTruthy();
    expect(body).toEqual({ user_name: 'ann', password: 'secret1' });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
    await waitFor(() => expect(stores.user.getState().WUser).toEqual({ nickname: 'Ann', admin_level: 1 }));
    expect(stores.user.getState()).toMatchObject({ token: 'jwt-1', refreshToken: 'r-1', isLogin: true, username: 'ann', uid: 'u1', role: 'admin' });
  });

  it('says the password is wrong, in the reader’s words, and lets the user try again', async () => {
    server.use(http.post(`${BASE}/api/login`, () => HttpResponse.json({ code: 'INVALID_CREDENTIALS', msg: 'Wrong user name or password' }, { status: 401 })));
    const { ui, onSuccess } = setup();
    await ui.type(screen.getByLabelText('User'), 'ann');
    await ui.type(screen.getByLabelText('Password'), 'nope');
    await ui.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed: Wrong user name or password.');
    expect(onSuccess).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('reports a network failure as a login exception', async () => {
    server.use(http.post(`${BASE}/api/login`, () => HttpResponse.error()));
    const { ui } = setup();
    await fill(ui, 'en-US', 'login');
    await ui.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('login exception Network error: please check your connection.');
  });

  it('registers, then logs in automatically with the same credentials', async () => {
    const logins: unknown[] = [];
    server.use(
      http.post(`${BASE}/api/register`, () => HttpResponse.json({ user_id: 'u2', msg: 'ok' }, { status: 201 })),
      http.post(`${BASE}/api/login`, async ({ request }) => {
        logins.push(await request.json());
        return HttpResponse.json(tokens);
      }),
      http.get(`${BASE}/api/wx/user/info`, () => HttpResponse.json(user)),
    );
    const { ui, onSuccess } = setup();
    await ui.click(screen.getByRole('tab', { name: 'Register' }));
    expect(screen.getByLabelText('Password').getAttribute('placeholder')).toBe('6+ digits or characters');
    await ui.type(screen.getByLabelText('Username'), 'bob');
    await ui.type(screen.getByLabelText('Password'), 'secret1');
    await ui.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Register success')).toBeTruthy();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(logins).toEqual([{ user_name: 'bob', password: 'secret1' }]);
  });

  it('says registration failed with the server message', async () => {
    server.use(http.post(`${BASE}/api/register`, () => HttpResponse.json({ code: 'USERNAME_TAKEN', msg: 'User name already taken' }, { status: 409 })));
    const { ui } = setup();
    await ui.click(screen.getByRole('tab', { name: 'Register' }));
    await fill(ui, 'en-US', 'register');
    await ui.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('register failed This user name is already taken.');
    expect(screen.queryByText(/User name already taken/)).toBeNull();
  });

  async function loginIn(locale: 'en-US' | 'zh-CN', reply: { code: string; msg: string; details?: unknown }, status: number) {
    server.use(http.post(`${BASE}/api/login`, () => HttpResponse.json(reply, { status })));
    const { ui } = setup(locale);
    await fill(ui, locale, 'login');
    await ui.click(await screen.findByRole('button', { name: locale === 'zh-CN' ? '登录' : 'Log in' }));
    return (await screen.findByRole('alert')).textContent;
  }

  it.each([
    ['en-US', { code: 'INVALID_CREDENTIALS', msg: 'credentials rejected by authService' }, 401, 'Login failed: Wrong user name or password.'],
    ['zh-CN', { code: 'INVALID_CREDENTIALS', msg: 'Wrong user name or password' }, 401, '登录失败：用户名或密码错误。'],
    ['en-US', { code: 'USER_DISABLED', msg: 'This account is disabled' }, 401, 'Login failed: This account has been disabled. Please contact an administrator.'],
    ['zh-CN', { code: 'USER_DISABLED', msg: 'This account is disabled' }, 401, '登录失败：该账号已被停用，请联系管理员。'],
    ['en-US', { code: 'RATE_LIMITED', msg: 'Too many attempts; try again in 37 s', details: { retry_after_s: 37 } }, 429, 'Login failed: Too many attempts. Please try again in 37 s.'],
    ['zh-CN', { code: 'RATE_LIMITED', msg: 'Too many attempts; try again in 37 s', details: { retry_after_s: 37 } }, 429, '登录失败：尝试次数过多，请在 37 秒后再试。'],
    ['zh-CN', { code: 'SOMETHING_NEW', msg: 'Internal detail for developers' }, 400, '登录失败：出错了，请稍后再试。'],
  ] as const)('in %s, %o reads as a translated sentence without the server text', async (locale, reply, status, expected) => {
    const text = await loginIn(locale, reply, status);
    expect(text).toBe(expected);
    expect(text).not.toContain(reply.msg);
  });

  it('in zh-CN, a network failure reads as a translated login exception', async () => {
    server.use(http.post(`${BASE}/api/login`, () => HttpResponse.error()));
    const { ui } = setup('zh-CN');
    await fill(ui, 'zh-CN', 'login');
    await ui.click(await screen.findByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toBe('登录异常 网络错误，请检查网络连接。');
  });

  it('in zh-CN, a refused password reads per field and rule, never as the validator’s English', async () => {
    server.use(
      http.post(`${BASE}/api/register`, () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            msg: 'body/password must NOT have fewer than 6 characters',
            details: { fields: [{ field: 'password', message: 'must NOT have fewer than 6 characters', rule: 'minLength', limit: 6 }] },
          },
          { status: 400 },
        ),
      ),
    );
    const { ui } = setup('zh-CN');
    await ui.click(await screen.findByRole('tab', { name: '注册' }));
    // A server with other rules than this client's still gets its refusal worded per field.
    await fill(ui, 'zh-CN', 'register');
    await ui.click(screen.getByRole('button', { name: '注册' }));
    const text = (await screen.findByRole('alert')).textContent;
    expect(text).toBe('注册失败 密码至少需要 6 个字符。');
    expect(text).not.toMatch(/characters|body\//);
  });

  it('says to ask an administrator when the server cannot mail reset codes, and offers Register', async () => {
    server.use(http.post(`${BASE}/api/session`, () => HttpResponse.json({ status: 'Success', message: '', data: { auth: false, passwordReset: 'admin' } })));
    const { ui } = setup();
    await ui.click(screen.getByRole('tab', { name: 'Reset password' }));
    expect(await screen.findByText(/Ask an administrator for a password reset link/)).toBeTruthy();
    await ui.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
  });
});
