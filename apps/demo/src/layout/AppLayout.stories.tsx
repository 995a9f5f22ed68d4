import type { ColorSchemePreference, LanguageCode, UserInfo } from '@atelier/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoStoryHost } from '../testing/DemoStoryHost';
import { adminUser, signedInUser } from '../testing/storyUsers';
import { AppLayout } from './AppLayout';

interface HeaderStoryArgs {
  user?: Partial<UserInfo>;
  env?: string;
}

const signedIn = signedInUser;

const meta = {
  title: 'demo/Header',
  render: (args, { globals }) => (
    <DemoStoryHost
      {...(args.user ? { user: args.user } : {})}
      {...(args.env ? { env: args.env } : {})}
      locale={(globals['locale'] as LanguageCode | undefined) ?? 'en-US'}
      colorScheme={(globals['colorScheme'] as ColorSchemePreference | undefined) ?? 'light'}
      page={<p>Page content</p>}
    >
      <AppLayout />
    </DemoStoryHost>
  ),
  args: {},
  // DemoStoryHost is the provider here, as App is in the demo.
  parameters: { appProvider: false },
} satisfies Meta<HeaderStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const header = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('banner'));

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const bar = header(canvasElement);
    await expect(bar.getByRole('link', { name: 'single book upload' })).toHaveAttribute('href', '/info/main');
    await expect(bar.queryByRole('link', { name: 'Admin' })).toBeNull();
    await userEvent.click(bar.getByRole('button', { name: 'Login' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Sign in' })).toBeVisible();
  },
};

export const LoggedIn: Story = {
  args: { user: signedIn },
  parameters: {
    msw: { handlers: [http.post('/api/logout', () => new HttpResponse(null, { status: 204 }))] },
  },
  play: async ({ canvasElement }) => {
    const bar = header(canvasElement);
    // The signed-in menu is its own chunk: wait for it before checking what it lacks.
    const avatar = await bar.findByRole('button', { name: 'Profile: Ann Lee' });
    await expect(bar.queryByRole('button', { name: 'Login' })).toBeNull();
    await expect(bar.queryByRole('link', { name: 'Admin' })).toBeNull();
    await userEvent.hover(avatar);
    const body = within(canvasElement.ownerDocument.body);
    const card = await body.findByRole('dialog', { name: 'Account' });
    await expect(card).toHaveTextContent('Ann Lee');
    await expect(within(card).getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Reading history' })).toHaveAttribute('href', '/mine/index?tab=history');
  },
};

export const Admin: Story = {
  args: { user: adminUser },
  play: async ({ canvasElement }) => {
    await expect(await header(canvasElement).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/mine/admin');
  },
};

const phoneParameters = {
  viewport: { options: { phone: { name: 'Phone 360 × 640', styles: { width: '360px', height: '640px' }, type: 'mobile' } } },
};
const phoneGlobals = { viewport: { value: 'phone', isRotated: false } };

/** Below 640 px: the bottom bar with Home and Mine, plus Dev in the ppe environment. */
export const Mobile: Story = {
  args: { user: signedIn, env: 'ppe' },
  parameters: phoneParameters,
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('navigation', { name: 'Mobile navigation' });
    await waitFor(() => expect(bar).toBeVisible());
    const links = within(bar).getAllByRole('link');
    await expect(links.map((a) => a.textContent)).toEqual(['Home', 'Mine', 'Dev']);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** Phones: the header's links move into the menu sheet, grouped, with settings and log out. */
export const PhoneMenu: Story = {
  args: { user: adminUser },
  parameters: phoneParameters,
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const bar = header(canvasElement);
    await waitFor(() => expect(bar.getByRole('button', { name: 'Menu' })).toBeVisible());
    // Hidden on phones, so out of the accessibility tree: the sheet holds the same links.
    await expect(bar.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.click(bar.getByRole('button', { name: 'Menu' }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(sheet).getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
    await expect(within(sheet).getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: 'Log out' })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** The header signed out, signed in and as an admin, for visual review (phones: `PhoneMenu`). */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: {
    chromatic: { disableSnapshot: false },
    // The server opens its public library to the signed in, so their headers link it.
    msw: {
      handlers: [http.post('/api/session', () => HttpResponse.json({ status: 'Success', data: { auth: false, model: 'ChatGPTAPI', publicLibrary: 'signed-in' } }))],
    },
    // The grid repeats the whole layout, so its landmarks repeat; each state's own story checks them.
    a11y: {
      config: {
        rules: ['landmark-unique', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-main', 'landmark-no-duplicate-contentinfo'].map((id) => ({ id, enabled: false })),
      },
    },
  },
  render: (_args, { globals }) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[undefined, signedIn, adminUser].map((user, index) => (
        // Each layout is a full page tall; the header is what is reviewed here.
        <div key={index} style={{ height: 120, overflow: 'hidden' }}>
          <DemoStoryHost
            {...(user ? { user } : {})}
            path={['/chat', '/gallery', '/mine/admin'][index] ?? '/chat'}
            locale={(globals['locale'] as LanguageCode | undefined) ?? 'en-US'}
            colorScheme={(globals['colorScheme'] as ColorSchemePreference | undefined) ?? 'light'}
            page={<p>Page content</p>}
          >
            <AppLayout />
          </DemoStoryHost>
        </div>
      ))}
    </div>
  ),
};
