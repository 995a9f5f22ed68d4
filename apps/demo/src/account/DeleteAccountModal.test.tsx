import { createStorage, createStores } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeleteAccountSection } from './DeleteAccountSection';

const BASE = testConfig.libraryApi.baseUrl;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderSignedIn() {
  const stores = createStores(createStorage({ backend: null }));
  stores.user.updateUserInfo({ uid: 'u1', username: 'reader', token: 't', refreshToken: 'r', isLogin: true });
  const onDeleted = vi.fn();
  renderWithProvider(<DeleteAccountSection onDeleted={onDeleted} />, { stores });
  return { user: userEvent.setup(), onDeleted, stores };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete account…' }));
  return screen.findByRole('alertdialog', { name: 'Delete your account?' });
}

describe('DeleteAccountSection', () => {
  it('asks for a choice and the password before sending anything, beside each field', async () => {
    const sent = vi.fn();
    server.use(http.delete(`${BASE}/api/account`, () => (sent(), new HttpResponse(null, { status: 204 }))));
    const { user } = renderSignedIn();
    await openDialog(user);
    // Nothing is preselected: Enter alone deletes nothing.
    expect(screen.getByRole('radio', { name: 'Delete my books' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Hand them to an administrator' })).toHaveProperty('checked', false);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText('Choose what happens to your books.')).toBeTruthy();
    expect(screen.getByText('Enter your password to confirm.')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the choice and the password (Enter in the field), signs out through the user store and says so', async () => {
    let body: unknown;
    server.use(
      http.delete(`${BASE}/api/account`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, onDeleted, stores } = renderSignedIn();
    await openDialog(user);
    // The confirm button says what it will do. (Arrow keys between the radios: e2e, jsdom lacks CSS.escape.)
    await user.click(screen.getByRole('radio', { name: 'Hand them to an administrator' }));
    expect(screen.getByRole('button', { name: 'Delete my account, hand over my books' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Delete my books' }));
    expect(screen.getByRole('button', { name: 'Delete my account and my books' })).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'my-secret{Enter}');
    expect(await screen.findByText('Your account was deleted.')).toBeTruthy();
    expect(body).toEqual({ password: 'my-secret', books: 'delete' });
    expect(stores.user.getState()).toMatchObject({ token: '', refreshToken: '', isLogin: false, uid: '' });
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("words a wrong password beside the field and a missing administrator beside the choice, never with the server's English", async () => {
    let code = 'WRONG_PASSWORD';
    server.use(http.delete(`${BASE}/api/account`, () => HttpResponse.json({ code, msg: 'refused (server)' }, { status: code === 'WRONG_PASSWORD' ? 403 : 409 })));
    const { user, stores, onDeleted } = renderSignedIn();
    await openDialog(user);
    await user.click(screen.getByRole('radio', { name: 'Hand them to an administrator' }));
    await user.type(screen.getByLabelText('Password'), 'guess{Enter}');
    expect(await screen.findByText('The current password is wrong.')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');

    code = 'NO_ADMIN_TO_HAND_OVER';
    await user.click(screen.getByRole('button', { name: 'Delete my account, hand over my books' }));
    const beside = await screen.findByText('There is no other administrator to hand your books to. Choose to delete them instead.');
    expect(screen.getByRole('group', { name: 'Your books' }).getAttribute('aria-describedby')).toBe(beside.id);

    code = 'LAST_ADMIN';
    await user.click(screen.getByRole('button', { name: 'Delete my account, hand over my books' }));
    expect(await screen.findByText('You are the last administrator: make someone else an administrator before deleting your account.')).toBeTruthy();
    expect(screen.queryByText(/\(server\)/)).toBeNull();
    expect(stores.user.getState().isLogin).toBe(true);
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
