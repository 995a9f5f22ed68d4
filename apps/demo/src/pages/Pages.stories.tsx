import type { ColorSchemePreference, LanguageCode, UserInfo } from '@atelier/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { DemoAppHost } from '../testing/DemoAppHost';
import { adminUser, signedInUser } from '../testing/storyUsers';

interface PageStoryArgs {
  path: string;
  user?: Partial<UserInfo>;
}

const signedIn = signedInUser;
const admin = adminUser;

const list = () => HttpResponse.json({ items: [], page: 1, per_page: 20, total: 0 });
const items = () => HttpResponse.json({ items: [] });

const NOVEL = ['第一章 初到长安', '少年走进城门，街上的灯一盏一盏亮起来。', '第二章 风起', '大风吹过街道。'].join('\n');

/** A reference server with nothing in it yet: every page shows its empty state and next action. */
const emptyServer = [
  http.post('/api/session', () =>
    HttpResponse.json({ status: 'Success', data: { auth: false, model: 'ChatGPTAPI', publicLibrary: 'signed-in', openaiConfigured: true } }),
  ),
  http.get('/api/books', list),
  http.get('/api/books/public', list),
  http.get('/api/books/search', list),
  http.get('/api/upload-tasks', list),
  http.get('/api/reading/continue', items),
  http.get('/api/reading/history', items),
  http.get('/api/reading/popular', items),
  http.get('/api/admin/users', () =>
    HttpResponse.json({
      items: [{ id: 'u1', user_name: 'ann', nickname: 'Ann Lee', avatar_url: null, admin_level: 1, role: 'admin', disabled: false, created_at: '2026-01-02T03:04:05Z' }],
      page: 1,
      per_page: 20,
      total: 1,
    }),
  ),
  http.get('/api/admin/stats', () => HttpResponse.json({ users: 1, books: 0, files: 0, storage_bytes: 0, upload_tasks: 0, readers_30d: 0 })),
  http.get('/api/sync/changes', () => HttpResponse.json({ changes: [], cursor: 0, more: false, reset: false })),
  http.post('/api/sync/changes', () => HttpResponse.json({ results: [], cursor: 0 })),
  http.get('/api/books/b1', () =>
    HttpResponse.json({ id: 'b1', title: '长安夜话', author: '佚名', type: 'txt', files: [{ file_index: 0, url: '/api/books/b1/files/0' }] }),
  ),
  http.get('/api/books/b1/files/0', () => HttpResponse.text(NOVEL)),
  http.get('/api/sync/usage', () => HttpResponse.json({ used_bytes: 0, quota_bytes: 50 * 1024 * 1024, records: 0 })),
];

const meta = {
  title: 'demo/Pages',
  render: (args, { globals }) => (
    <DemoAppHost
      path={args.path}
      {...(args.user ? { user: args.user } : {})}
      locale={(globals['locale'] as LanguageCode | undefined) ?? 'en-US'}
      colorScheme={(globals['colorScheme'] as ColorSchemePreference | undefined) ?? 'light'}
    />
  ),
  // DemoAppHost is the provider here, as App is in the demo.
  parameters: { appProvider: false, msw: { handlers: emptyServer } },
  // Each page is reviewed alone at a desktop's and a phone's window size (tooling/visual).
  tags: ['visual-page'],
  // Language-neutral: the routed page has rendered once its main landmark holds something.
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('main')?.childElementCount ?? 0).toBeGreaterThan(0), { timeout: 10_000 });
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"], [data-part="skeleton"]')).toBeNull(), { timeout: 10_000 });
  },
} satisfies Meta<PageStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = { args: { path: '/info/main', user: signedIn } };
export const Chat: Story = { args: { path: '/chat' } };
export const Draw: Story = { args: { path: '/draw' } };
export const Gallery: Story = { args: { path: '/gallery' } };
export const BatchUpload: Story = { args: { path: '/upload/batchupload', user: signedIn } };
export const UploadTasks: Story = { args: { path: '/upload/tasks', user: signedIn } };
export const Mine: Story = { args: { path: '/mine/index', user: signedIn } };
export const Admin: Story = { args: { path: '/mine/admin', user: admin } };
export const PublicLibrary: Story = { args: { path: '/public', user: signedIn } };
export const Reader: Story = {
  args: { path: '/book/txt/b1' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('article [data-offset]')).not.toBeNull(), { timeout: 10_000 });
  },
};
export const SignIn: Story = { args: { path: '/login' } };
export const NotFound: Story = { args: { path: '/404' } };
