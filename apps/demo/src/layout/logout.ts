import type { AppServices } from '@atelier/core';
import { forgetAccountOnDevice, sendWaitingChanges } from '../sync/accountSyncService';

export interface LogoutOptions {
  /** Reloads the page once signed out. @default window.location.reload */
  reload?: () => void;
  /**
   * Asked when changes made here have still not reached the server (offline): signing out deletes
   * this device's copy of them. Resolves true to sign out anyway. Without it, signing out goes on.
   */
  confirmUnsent?: (count: number) => Promise<boolean>;
}

/**
 * Spec §4 logout: revoke the refresh token, forget the account's synced data here, clear the user
 * fields, then reload the page. Answers false when the user chose to stay signed in.
 */
export async function logout(services: AppServices, { reload = () => window.location.reload(), confirmUnsent }: LogoutOptions = {}): Promise<boolean> {
  const uid = services.stores.user.getState().uid;
  if (uid) {
    const unsent = await sendWaitingChanges(services, uid);
    if (unsent > 0 && confirmUnsent && !(await confirmUnsent(unsent))) return false;
  }
  const refreshToken = services.stores.user.getState().refreshToken;
  if (refreshToken) {
    try {
      await services.auth.logout(refreshToken);
    } catch {
      // Logging out locally must work even when the server is unreachable.
    }
  }
  // This browser forgets the account's synced chats; the server keeps them for the next sign-in.
  if (uid) await forgetAccountOnDevice(services, uid);
  services.stores.user.logout({ reload });
  return true;
}
