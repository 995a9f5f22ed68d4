import type { AppServices } from '@atelier/core';
import type { DrawImageKeeper } from '@atelier/draw';

/**
 * Asks our server to keep a copy of each finished Midjourney drawing of the signed-in account
 * (`POST /api/draw/images`): the proxy's links expire, and the account's other devices have no
 * cached copy. The server fetches the task from its own proxy, so only drawings made through it
 * are kept; one made on another proxy (Settings → Server) stays cached on this device only.
 */
export function createDrawImageKeeper(core: AppServices): DrawImageKeeper {
  return {
    async keep(record) {
      const { token } = core.stores.user.getState();
      if (!token || !record.taskId || !core.gateway.isOwnServer(core.config.draw.baseUrl)) return null;
      const secret = core.config.draw.secret;
      const kept = await core.libraryApi.post<{ url?: unknown }>(
        '/api/draw/images',
        { record_id: record.id, task_id: record.taskId },
        secret ? { headers: { 'mj-api-secret': secret } } : undefined,
      );
      return typeof kept?.url === 'string' ? kept.url : null;
    },
  };
}
