import { createStorage, createStores } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProfileModal } from './ProfileModal';

const BASE = testConfig.libraryApi.baseUrl;
const me = { id: 'u1', user_name: 'reader', nickname: 'Reader', avatar_url: null, admin_level: 0, role: 'user', created_at: '2026-01-01T00:00:00Z' };
// The dialog reads the e-mail address from the server when it opens.
const server = setupServer(http.get(`${BASE}/api/wx/user/info`, () => HttpResponse.json({ ...me, email: null })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderSignedIn(locale: 'en-US' | 'zh-CN' = 'en-US') {
  const stores = createStores(createStorage({ backend: null }));
  stores.user.updateUserInfo({ uid: 'u1', username: 'reader', token: 't', isLogin: true, WUser: { nickname: 'Reader', admin_level: 0 } });
  renderWithProvider(<ProfileModal open onOpenChange={vi.fn()} />, { stores, locale });
  return userEvent.setup();
}

/** What a screen reader reads after the field's label (its `aria-describedby` texts). */
function description(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('ProfileModal checks the server\'s rules before sending', () => {
  it.each([
    ['en-US', 'Nickname', 'Avatar link', 'Save', 'Nickname is required.', 'Avatar must be a web address starting with http:// or https://, or a path starting with /.'],
    ['zh-CN', '昵称', '头像链接', '保存', '昵称为必填项。', '头像必须是以 http:// 或 https:// 开头的网址，或以 / 开头的路径。'],
  ] as const)('%s: an empty nickname and a non-web avatar are marked beside their fields and nothing is sent', async (locale, nicknameLabel, avatarLabel, save, nicknameRule, avatarRule) => {
    const sent: unknown[] = [];
    server.use(http.put(`${BASE}/api/wx/user/update`, async ({ request }) => (sent.push(await request.json()), HttpResponse.json({ id: 'u1', user_name: 'reader', nickname: 'Ann', avatar_url: null, admin_level: 0, role: 'user', created_at: '2026-01-01T00:00:00Z' }))));
    const user = renderSignedIn(locale);
    const nickname = await screen.findByLabelText(nicknameLabel);
    const avatar = screen.getByLabelText(avatarLabel);
    await user.clear(nickname);
    await user.type(nickname, '   ');
    await user.type(avatar, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: save }));
    expect(description(nickname)).toBe(nicknameRule);
    expect(description(avatar)).toBe(avatarRule);
    expect(sent).toEqual([]);
    await user.clear(avatar);
    expect(description(avatar)).toBe('');
    await user.type(nickname, 'Ann');
    await user.click(screen.getByRole('button', { name: save }));
    await waitFor(() => expect(sent).toEqual([{ nickname: 'Ann', avatar_url: null }]));
  });
});

describe('ProfileModal errors', () => {
  it("words a refused field by its code beside that field, never with the server's English", async () => {
    server.use(
      http.put(`${BASE}/api/wx/user/update`, () =>
        HttpResponse.json(
          { code: 'VALIDATION_FAILED', msg: 'body/nickname must NOT have more than 64 characters', details: { fields: [{ field: 'nickname', rule: 'maxLength', limit: 64, message: 'must NOT have more than 64 characters' }] } },
          { status: 400 },
        ),
      ),
    );
    const user = renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nickname may have at most 64 characters.')).toBeTruthy();
    expect(screen.queryByText(/must NOT have/)).toBeNull();
  });

  it('words a refusal without fields by its code', async () => {
    server.use(http.put(`${BASE}/api/wx/user/update`, () => HttpResponse.json({ code: 'RATE_LIMITED', msg: 'Too many requests, slow down' }, { status: 429 })));
    const user = renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/too many/i)).toBeTruthy();
    expect(screen.queryByText('Too many requests, slow down')).toBeNull();
  });
});

describe('ProfileModal e-mail address', () => {
  it('shows the address from the server and sends it only once edited; an empty one removes it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${BASE}/api/wx/user/info`, () => HttpResponse.json({ ...me, email: 'ann@example.com' })),
      http.put(`${BASE}/api/wx/user/update`, async ({ request }) => (sent.push(await request.json()), HttpResponse.json({ ...me, email: null }))),
    );
    const user = renderSignedIn();
    const email = await screen.findByLabelText('E-mail');
    await waitFor(() => expect((email as HTMLInputElement).value).toBe('ann@example.com'));
    expect(description(email)).toBe('Optional. Password reset codes are sent here; nobody else sees it.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ nickname: 'Reader', avatar_url: null }]));
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent[1]).toEqual({ nickname: 'Reader', avatar_url: null, email: null }));
  });

  it('checks the address before sending and words EMAIL_TAKEN beside it, in the reader\'s language', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put(`${BASE}/api/wx/user/update`, async ({ request }) => (
        sent.push(await request.json()), HttpResponse.json({ code: 'EMAIL_TAKEN', msg: 'Another account uses this e-mail address' }, { status: 409 })
      )),
    );
    const user = renderSignedIn('zh-CN');
    const email = await screen.findByLabelText('邮箱');
    await user.type(email, 'ann at example');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(description(email)).toContain('请输入邮箱地址，例如 name@example.com。');
    expect(sent).toEqual([]);
    await user.clear(email);
    await user.type(email, 'Ann@Example.com');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(description(email)).toContain('该邮箱已被其他账号使用。'));
    expect(sent).toEqual([{ nickname: 'Reader', avatar_url: null, email: 'Ann@Example.com' }]);
    expect(screen.queryByText(/Another account/)).toBeNull();
  });
});
