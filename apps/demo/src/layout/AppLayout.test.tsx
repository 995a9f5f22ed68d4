import type { UserInfo } from '@atelier/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DemoStoryHost } from '../testing/DemoStoryHost';
import { AppLayout } from './AppLayout';

const session = (publicLibrary: 'off' | 'signed-in' | 'anyone') =>
  http.post('*/api/session', () =>
    HttpResponse.json({
      status: 'Success',
      data: { auth: false, model: 'ChatGPTAPI', publicLibrary },
    }),
  );
const server = setupServer(session('off'));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ann: Partial<UserInfo> = {
  token: 'jwt',
  username: 'ann',
  name: 'Ann Lee',
  WUser: { nickname: 'Ann Lee', admin_level: 0 },
  role: 'user',
};
const admin: Partial<UserInfo> = {
  ...ann,
  role: 'admin',
  WUser: { nickname: 'Ann Lee', admin_level: 1 },
};

function renderShell({ user, path = '/chat' }: { user?: Partial<UserInfo>; path?: string } = {}) {
  render(
    <DemoStoryHost {...(user ? { user } : {})} locale="en-US" colorScheme="light" path={path} page={<p>Page</p>}>
      <AppLayout />
    </DemoStoryHost>,
  );
  return within(screen.getByRole('banner'));
}

// Shown only below 640 px; jsdom applies no media queries, so it stays hidden here (the e2e uses it at 360 px).
const phoneMenuButton = (header: ReturnType<typeof within>) => header.getByRole('button', { name: 'Menu', hidden: true });

const linkNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the header reaches every destination', () => {
  it('signed out: the shared places and Login, no personal links', async () => {
    const header = renderShell();
    const main = header.getByRole('navigation', { name: 'Main' });
    expect(linkNames(main)).toEqual(['Chat', 'Draw', 'Gallery', 'single book upload']);
    expect(header.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(header.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(header.queryByRole('button', { name: /Profile/ })).toBeNull();
  });

  it('offers the public library when the server opens it to guests', async () => {
    server.use(session('anyone'));
    const header = renderShell();
    expect(await header.findByRole('link', { name: 'Public library' })).toHaveProperty('pathname', '/public');
  });

  it("a user's account card lists the personal places, reached from the avatar by keyboard", async () => {
    const header = renderShell({ user: ann, path: '/upload/batchupload' });
    const user = userEvent.setup();
    // The signed-in menu is its own chunk: an avatar-sized placeholder stands in until it arrives.
    await header.findByRole('button', { name: 'Profile: Ann Lee' });
    await user.tab(); // brand
    for (let i = 0; i < 4; i += 1) await user.tab(); // the four main links
    await user.tab();
    expect(document.activeElement).toBe(header.getByRole('button', { name: 'Profile: Ann Lee' }));
    const card = await screen.findByRole('dialog', { name: 'Account' });
    const personal = within(card).getByRole('navigation', { name: 'Account' });
    expect(linkNames(personal)).toEqual(['My library', 'Reading history', 'Batch upload', 'Upload tasks', 'Mine']);
    expect(within(personal).getByRole('link', { name: 'Batch upload' }).getAttribute('aria-current')).toBe('page');
    expect(within(personal).getByRole('link', { name: 'Reading history' }).getAttribute('href')).toBe('/mine/index?tab=history');
    await user.tab();
    expect(document.activeElement).toBe(within(personal).getByRole('link', { name: 'My library' }));
    expect(within(card).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(header.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('an admin also has Admin, in the header and the card', async () => {
    const header = renderShell({ user: admin, path: '/mine/admin' });
    expect((await header.findByRole('link', { name: 'Admin' })).getAttribute('aria-current')).toBe('page');
    fireEvent.click(phoneMenuButton(header));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(linkNames(within(sheet).getByRole('region', { name: 'Account' }))).toContain('Admin');
  });

  it('marks the current place, a sub-route marking its parent', () => {
    const header = renderShell({ user: ann, path: '/chat/abc' });
    const main = header.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Chat' }).getAttribute('aria-current')).toBe('page');
    expect(within(main).getByRole('link', { name: 'Draw' }).getAttribute('aria-current')).toBeNull();
  });
});

describe("the phones' menu", () => {
  it('opens a sheet with every destination, grouped, and closes when one is followed', async () => {
    const header = renderShell({ user: ann, path: '/gallery' });
    const user = userEvent.setup();
    const menuButton = phoneMenuButton(header);
    await user.click(menuButton);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(linkNames(within(sheet).getByRole('region', { name: 'Main' }))).toEqual(['Chat', 'Draw', 'Gallery', 'single book upload']);
    expect(linkNames(within(sheet).getByRole('region', { name: 'Account' }))).toEqual([
      'My library',
      'Reading history',
      'Batch upload',
      'Upload tasks',
      'Mine',
    ]);
    expect(within(sheet).getByRole('link', { name: 'Gallery' }).getAttribute('aria-current')).toBe('page');
    expect(within(sheet).getByRole('button', { name: 'Settings' })).toBeTruthy();
    await user.click(within(sheet).getByRole('link', { name: 'Upload tasks' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(phoneMenuButton(header)).toBeTruthy();
  });

  it('Escape closes it and returns focus to the menu button', async () => {
    const header = renderShell();
    const user = userEvent.setup();
    const menuButton = phoneMenuButton(header);
    menuButton.focus();
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(within(sheet).queryByRole('region', { name: 'Account' })).toBeNull();
    await act(() => user.keyboard('{Escape}'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });
});
