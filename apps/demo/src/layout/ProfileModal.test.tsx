import { createStorage, createStores } from '@atelier/core';
import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { screen } from '@testing-library/react';
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

function renderSignedIn() {
  const stores = createStores(createStorage({ backend: null }));
  stores.user.updateUserInfo({ uid: 'u1', username: 'reader', token: 't', isLogin: true });
  renderWithProvider(<ProfileModal open onOpenChange={vi.fn()} />, { stores });
  return userEvent.setup();
}

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
