import { createStorage, createStores } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChangePasswordModal } from './ChangePasswordModal';

const BASE = testConfig.libraryApi.baseUrl;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderSignedIn() {
  const stores = createStores(createStorage({ backend: null }));
  stores.user.updateUserInfo({ uid: 'u1', username: 'reader', token: 't', isLogin: true });
  const onOpenChange = vi.fn();
  renderWithProvider(<ChangePasswordModal open onOpenChange={onOpenChange} />, { stores });
  return { user: userEvent.setup(), onOpenChange };
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, repeat: string) {
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (repeat) await user.type(screen.getByLabelText('Repeat new password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordModal', () => {
  it("checks the server's rules before sending, next to each field", async () => {
    const sent = vi.fn();
    server.use(http.post(`${BASE}/api/account/password`, () => (sent(), new HttpResponse(null, { status: 204 }))));
    const { user } = renderSignedIn();
    await fill(user, '', '12345', '12346');
    expect(screen.getByText('Enter your current password.')).toBeTruthy();
    expect(screen.getByText('Use at least 6 characters.')).toBeTruthy();
    expect(screen.getByText('The two new passwords do not match.')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends both passwords, confirms with a toast and closes', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/api/account/password`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, onOpenChange } = renderSignedIn();
    await fill(user, 'old-secret', 'new-secret', 'new-secret');
    expect(await screen.findByText('Password changed. Other devices were signed out.')).toBeTruthy();
    expect(body).toEqual({ current_password: 'old-secret', new_password: 'new-secret' });
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
  });

  it("words a wrong current password by its code beside that field, never with the server's English", async () => {
    server.use(http.post(`${BASE}/api/account/password`, () => HttpResponse.json({ code: 'WRONG_PASSWORD', msg: 'The current password is wrong (server)' }, { status: 403 })));
    const { user } = renderSignedIn();
    await fill(user, 'guess-one', 'new-secret', 'new-secret');
    expect(await screen.findByText('The current password is wrong.')).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/\(server\)/)).toBeNull();
  });
});
