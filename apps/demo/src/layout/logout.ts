import type { AppServices } from '@atelier/core';

/** Spec §4 logout: revoke the refresh token, clear the user fields, then reload the page. */
export async function logout(services: AppServices, reload: () => void = () => window.location.reload()) {
  const refreshToken = services.stores.user.getState().refreshToken;
  if (refreshToken) {
    try {
      await services.auth.logout(refreshToken);
    } catch {
      // Logging out locally must work even when the server is unreachable.
    }
  }
  services.stores.user.logout({ reload });
}
