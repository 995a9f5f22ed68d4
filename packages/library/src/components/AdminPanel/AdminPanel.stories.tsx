import type { AdminUser } from '@atelier/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AdminStatsViewModel } from '../../hooks/useAdminStats';
import type { AdminUsersViewModel } from '../../hooks/useAdminUsers';
import { AdminStatsView } from './AdminStatsView';
import { AdminUsersView } from './AdminUsersView';
import { AdminPanel } from './AdminPanel';

const user = (id: string, name: string, extra: Partial<AdminUser> = {}): AdminUser => ({
  id,
  user_name: name,
  nickname: name,
  avatar_url: null,
  admin_level: 0,
  role: 'user',
  created_at: '2026-01-05T08:00:00Z',
  disabled: false,
  ...extra,
});

const users: AdminUsersViewModel = {
  q: '',
  page: 1,
  perPage: 20,
  status: 'ready',
  error: null,
  users: [user('u1', 'ann', { admin_level: 1, role: 'admin' }), user('u2', 'bob'), user('u3', 'carol', { disabled: true })],
  total: 3,
  saving: null,
  isSelf: (u) => u.id === 'u1',
  search: fn(),
  setPage: fn(),
  setAdminLevel: fn(),
  setDisabled: fn(),
  reload: fn(),
  resetLink: null,
  issueResetLink: fn(),
  closeResetLink: fn(),
};

const stats: AdminStatsViewModel = {
  status: 'ready',
  error: null,
  stats: { users: 3, books: 128, files: 342, storage_bytes: 5_368_709_120, upload_tasks: 17, readers_30d: 9 },
  reload: fn(),
};

/** The admin page's parts (`AdminPanel` = stats + users + every upload task), as pure views. */
const meta = {
  title: 'library/AdminPanel',
  component: AdminUsersView,
  // The docs page shows the connected widget's props beside the view's.
  subcomponents: { AdminPanel },
  args: users,
} satisfies Meta<typeof AdminUsersView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Users: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'bo{Enter}');
    await expect(args.search).toHaveBeenCalledWith('bo');
  },
};
export const UsersSaving: Story = { args: { saving: 'u2' } };
export const UsersEmpty: Story = { args: { users: [], total: 0 } };
export const UsersLoading: Story = { args: { status: 'loading', users: [], total: 0 } };
/** The dialog after Reset link: the address to pass on, Copy, its expiry; a disabled account is told it stays disabled. */
export const UsersResetLink: Story = {
  args: {
    resetLink: { user: user('u3', 'carol', { disabled: true }), issued: { token: 'Tk_-0123456789abcdefghijklmnopqrstuvwxyzABC', expires_at: '2026-01-06T08:00:00Z' }, error: null },
    resetLinkHref: (token: string) => `https://books.example.com/reset/${token}`,
  },
};
export const UsersFailed: Story = { args: { status: 'error', users: [], total: 0, error: 'Only administrators can do this.' } };

export const Stats: StoryObj<typeof AdminStatsView> = { render: () => <AdminStatsView {...stats} /> };
export const StatsLoading: StoryObj<typeof AdminStatsView> = { render: () => <AdminStatsView {...stats} status="loading" stats={null} /> };
export const StatsFailed: StoryObj<typeof AdminStatsView> = {
  render: () => <AdminStatsView {...stats} status="error" stats={null} error="The server could not be reached." />,
};

/** Every state side by side, for visual review. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: {
    chromatic: { disableSnapshot: false },
    // The grid repeats one widget, so its landmarks repeat; each state's own story checks them.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <AdminStatsView {...stats} />
      <AdminStatsView {...stats} status="error" stats={null} error="The server could not be reached." />
      <AdminUsersView {...args} />
      <AdminUsersView {...args} saving="u2" />
      <AdminUsersView {...args} users={[]} total={0} />
    </div>
  ),
};
