import { type AccountSession, createStorage, createStores } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignedInDevices } from './SignedInDevices';

const BASE = testConfig.libraryApi.baseUrl;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const at = '2026-11-01T10:00:00.000Z';
const here: AccountSession = { id: 'aaaaaaaa-0000-4000-8000-000000000001', created_at: at, last_used_at: at, user_agent: 'This Browser', current: true };
const phone: AccountSession = { id: 'aaaaaaaa-0000-4000-8000-000000000002', created_at: at, last_used_at: at, user_agent: 'Phone Browser', current: false };

function renderSignedIn(onSignedOut = vi.fn()) {
  const stores = createStores(createStorage({ backend: null }));
  stores.user.updateUserInfo({ uid: 'u1', username: 'reader', token: 't', isLogin: true });
  renderWithProvider(<SignedInDevices onSignedOut={onSignedOut} />, { stores });
  return { user: userEvent.setup(), onSignedOut };
}

describe('SignedInDevices', () => {
  it('lists the devices, marks this one, and signs another out after a confirm', async () => {
    let devices = [here, phone];
    const revoked: string[] = [];
    server.use(
      http.get(`${BASE}/api/account/sessions`, () => HttpResponse.json({ items: devices })),
      http.delete(`${BASE}/api/account/sessions/:id`, ({ params }) => {
        revoked.push(String(params.id));
        devices = devices.filter((d) => d.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, onSignedOut } = renderSignedIn();
    expect(await screen.findByText('Phone Browser')).toBeTruthy();
    expect(screen.getByText('This device')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sign out Phone Browser' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Phone Browser will need the password to sign in again.')).toBeTruthy();
    expect(revoked).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Device signed out')).toBeTruthy();
    expect(revoked).toEqual([phone.id]);
    await vi.waitFor(() => expect(screen.queryByText('Phone Browser')).toBeNull());
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('signs this browser out when its own device is revoked', async () => {
    server.use(
      http.get(`${BASE}/api/account/sessions`, () => HttpResponse.json({ items: [here] })),
      http.delete(`${BASE}/api/account/sessions/:id`, () => new HttpResponse(null, { status: 204 })),
    );
    const { user, onSignedOut } = renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Sign out This Browser' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('You will be signed out here.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
  });

  it('words a failed load by its code and loads again on Try again', async () => {
    let fail = true;
    server.use(
      http.get(`${BASE}/api/account/sessions`, () =>
        fail ? HttpResponse.json({ code: 'RATE_LIMITED', msg: 'Too many requests, slow down' }, { status: 429 }) : HttpResponse.json({ items: [phone] }),
      ),
    );
    const { user } = renderSignedIn();
    expect(await screen.findByText(/too many/i)).toBeTruthy();
    expect(screen.queryByText('Too many requests, slow down')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Phone Browser')).toBeTruthy();
  });
});
