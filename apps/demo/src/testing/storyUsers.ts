import type { UserInfo } from '@atelier/core';

/** The user store of someone signed in, for stories of the demo's pages and header. */
export const signedInUser: Partial<UserInfo> = {
  token: 'jwt',
  refreshToken: 'r1',
  username: 'ann',
  name: 'Ann Lee',
  WUser: { nickname: 'Ann Lee', admin_level: 0 },
  role: 'user',
};

/** The same person as an admin. */
export const adminUser: Partial<UserInfo> = { ...signedInUser, role: 'admin', WUser: { nickname: 'Ann Lee', admin_level: 1 } };
