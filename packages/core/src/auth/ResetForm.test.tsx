import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/AppConfig';
import type { PasswordResetMode } from '../contracts/user';
import type { LanguageCode } from '../i18n/languages';
import { renderWithProvider } from '../testing/renderWithProvider';
import { AuthPanel } from './AuthPanel';

const BASE = 'http://library.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A server whose `/api/session` says how it resets passwords (or, with `undefined`, says nothing: another server). */
function serverResets(mode: PasswordResetMode | undefined) {
  server.use(http.post(`${BASE}/api/session`, () => HttpResponse.json({ status: 'Success', message: '', data: { auth: false, ...(mode ? { passwordReset: mode } : {}) } })));
}

interface Sent {
  url: string;
  body: unknown;
  language: string | null;
}

/** Records what the reset routes receive; `reset` answers as given. */
function recordResets(reset: () => Response | Promise<Response> = () => new HttpResponse(null, { status: 204 })): Sent[] {
  const sent: Sent[] = [];
  const record = async (request: Request) => sent.push({ url: new URL(request.url).pathname, body: await request.json(), language: request.headers.get('accept-language') });
  server.use(
    http.post(`${BASE}/api/auth/reset-code`, async ({ request }) => (await record(request), new HttpResponse(null, { status: 204 }))),
    http.post(`${BASE}/api/auth/reset`, async ({ request }) => (await record(request), reset())),
  );
  return sent;
}

async function openReset(locale: LanguageCode = 'en-US', config: Partial<AppConfig> = {}) {
  const ui = userEvent.setup();
  renderWithProvider(<AuthPanel />, { locale, config: { libraryApi: { baseUrl: BASE }, storage: { backend: null }, ...config } });
  const names: Partial<Record<LanguageCode, string>> = { 'en-US': 'Reset password', 'zh-CN': '重置密码' };
  await ui.click(await screen.findByRole('tab', { name: names[locale] ?? 'Reset password' }));
  return ui;
}

/** What a screen reader reads after the field's label (its `aria-describedby` texts). */
function description(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('Reset tab with e-mail reset (SMTP_URL on the server)', () => {
  it('mails a code, counts the button down, then sets the new password and returns to the login tab', async () => {
    serverResets('email');
    const sent = recordResets();
    const ui = await openReset('en-US', { auth: { transformPassword: (p) => `hashed:${p}` } });
    await ui.type(await screen.findByLabelText('E-mail'), ' ann@example.com ');
    await ui.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: '60 s' })).toHaveProperty('disabled', true);
    expect(await screen.findByText(/a code is on its way/)).toBeTruthy();
    // The mail is asked for in the interface's language, whatever the browser prefers.
    expect(sent).toEqual([{ url: '/api/auth/reset-code', body: { email: 'ann@example.com' }, language: 'en-US' }]);

    await ui.type(screen.getByLabelText('Verification code'), '012345');
    await ui.type(screen.getByLabelText('New password'), 'new-secret{Enter}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Password login' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('status').textContent).toBe('Your password was changed and every device signed out. Sign in with the new password.');
    expect(sent[1]).toEqual({ url: '/api/auth/reset', body: { email: 'ann@example.com', code: '012345', new_password: 'hashed:new-secret' }, language: null });
  });

  it('checks the server\'s rules before sending and marks each field, in the reader\'s language', async () => {
    serverResets('email');
    const sent = recordResets();
    const ui = await openReset('zh-CN');
    const email = await screen.findByLabelText('邮箱');
    await ui.type(email, 'ann at example');
    await ui.click(screen.getByRole('button', { name: '发送' }));
    expect(description(email)).toBe('请输入邮箱地址，例如 name@example.com。');
    expect(screen.queryByRole('button', { name: '60 秒' })).toBeNull();

    await ui.click(screen.getByRole('button', { name: '重置密码' }));
    expect(description(screen.getByLabelText('验证码'))).toBe('验证码为必填项。');
    expect(description(screen.getByLabelText('新密码'))).toBe('新密码为必填项。');
    await ui.type(screen.getByLabelText('验证码'), '12a');
    await ui.type(screen.getByLabelText('新密码'), '12345');
    await ui.click(screen.getByRole('button', { name: '重置密码' }));
    expect(description(screen.getByLabelText('验证码'))).toBe('验证码是邮件中的 6 位数字。');
    expect(description(screen.getByLabelText('新密码'))).toBe('新密码至少需要 6 个字符。');
    expect(sent).toEqual([]);

    // A mark goes as soon as its field is fixed.
    await ui.clear(email);
    await ui.type(email, 'ann@example.com');
    expect(description(email)).toBe('');
  });

  it('words a refused code beside the code field by its code, never with the server\'s English', async () => {
    serverResets('email');
    recordResets(() => HttpResponse.json({ code: 'RESET_CODE_INVALID', msg: 'The code is wrong or no longer valid; ask for a new one' }, { status: 400 }));
    const ui = await openReset();
    await ui.type(await screen.findByLabelText('E-mail'), 'ann@example.com');
    await ui.type(screen.getByLabelText('Verification code'), '999999');
    await ui.type(screen.getByLabelText('New password'), 'new-secret');
    await ui.click(screen.getByRole('button', { name: 'Reset password' }));
    const code = screen.getByLabelText('Verification code');
    await waitFor(() => expect(description(code)).toBe('The code is wrong or no longer valid. Check it, or ask for a new one.'));
    expect(screen.queryByText(/ask for a new one$/)).toBeNull();
    expect(screen.getByRole('tab', { name: 'Reset password' }).getAttribute('aria-selected')).toBe('true');
    // Editing the code clears the refusal.
    await ui.clear(code);
    expect(description(code)).toBe('');
  });

  it('shows a refusal of the send as an alert and lets the button be pressed again', async () => {
    serverResets('email');
    server.use(http.post(`${BASE}/api/auth/reset-code`, () => HttpResponse.json({ code: 'RATE_LIMITED', msg: 'Too many attempts', details: { retry_after_s: 30 } }, { status: 429 })));
    const ui = await openReset();
    await ui.type(await screen.findByLabelText('E-mail'), 'ann@example.com');
    await ui.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again in 30 s.');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });

  it('sends one reset however often it is submitted', async () => {
    serverResets('email');
    let calls = 0;
    server.use(http.post(`${BASE}/api/auth/reset`, async () => ((calls += 1), await delay('infinite'), new HttpResponse(null, { status: 204 }))));
    const ui = await openReset();
    await ui.type(await screen.findByLabelText('E-mail'), 'ann@example.com');
    await ui.type(screen.getByLabelText('Verification code'), '123456');
    await ui.type(screen.getByLabelText('New password'), 'new-secret{Enter}');
    await ui.keyboard('{Enter}');
    await ui.click(screen.getByRole('button', { name: /Reset password/ }));
    await waitFor(() => expect(calls).toBe(1));
  });

  it('is usable from the keyboard alone, in reading order', async () => {
    serverResets('email');
    recordResets();
    const ui = await openReset();
    const email = await screen.findByLabelText('E-mail');
    email.focus();
    await ui.keyboard('ann@example.com');
    await ui.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
    await ui.keyboard('{Enter}');
    await screen.findByText(/a code is on its way/);
    // The button is disabled while it counts down; focus goes on to the code instead of getting lost.
    expect(document.activeElement).toBe(screen.getByLabelText('Verification code'));
    await ui.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));
    await ui.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Register' }));
    await ui.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reset password' }));
  });
});

describe('Reset tab without e-mail reset', () => {
  it.each([
    ['admin', 'a server without SMTP_URL'],
    [undefined, 'a server that does not say'],
  ] as const)('%s (%s): says to ask an administrator for a link and offers Register', async (mode, _server) => {
    serverResets(mode);
    const ui = await openReset();
    expect(await screen.findByText('This server cannot send reset codes. Ask an administrator for a password reset link.')).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    await ui.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says the same when the session cannot be read, in the reader\'s language', async () => {
    server.use(http.post(`${BASE}/api/session`, () => HttpResponse.json({ code: 'INTERNAL', msg: 'boom' }, { status: 500 })));
    await openReset('zh-CN');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('此服务器无法发送验证码，请联系管理员获取密码重置链接。')).toBeTruthy();
  });
});
