import type { AppServices } from '@atelier/core';
import { forgetAccountOnDevice, sendWaitingChanges } from '../sync/accountSyncService';

/** Spec §4 logout: revoke the refresh token, forget the account's synced data here, clear the user fields, then reload the page. */
export async function logout(services: AppServices, reload: () => void = () => window.location.reload()) {
  const uid = services.stores.user.getState().uid;
  if (uid) await sendWaitingChanges(services, uid);
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
}
