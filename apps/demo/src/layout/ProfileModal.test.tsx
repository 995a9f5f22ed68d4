import { createStorage, createStores } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProfileModal } from './ProfileModal';

const BASE = testConfig.libraryApi.baseUrl;
const server = setupServer();
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
