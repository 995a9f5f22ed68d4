import type { AppServices } from '@atelier/core';
import type { DrawImageKeeper } from '@atelier/draw';

const urlOf = (kept: { url?: unknown } | null | undefined) => (typeof kept?.url === 'string' ? kept.url : null);

/** Sends a drawing's image bytes for our server to keep (`PUT /api/draw/images/:record_id`); answers its address. */
export async function putDrawImage(core: AppServices, recordId: string, image: Blob): Promise<string | null> {
  const kept = await core.libraryApi.put<{ url?: unknown }>(`/api/draw/images/${encodeURIComponent(recordId)}`, image, {
    headers: { 'Content-Type': image.type || 'application/octet-stream' },
  });
  return urlOf(kept);
}

/**
 * Asks our server to keep a copy of each finished drawing of the signed-in account: the proxy's and
 * DALL·E's links expire, and the account's other devices have no cached copy. A Midjourney task of
 * the server's own proxy is fetched by the server itself (`POST /api/draw/images`); any other
 * drawing (DALL·E, another proxy set in Settings → Server) is sent from this device's cached copy.
 */
export function createDrawImageKeeper(core: AppServices): DrawImageKeeper {
  return {
    async keep(record, image) {
      const { token } = core.stores.user.getState();
      if (!token) return null;
      if (record.kind !== 'dalle' && record.taskId && core.gateway.isOwnServer(core.config.draw.baseUrl)) {
        const secret = core.config.draw.secret;
        const kept = await core.libraryApi.post<{ url?: unknown }>(
          '/api/draw/images',
          { record_id: record.id, task_id: record.taskId },
          secret ? { headers: { 'mj-api-secret': secret } } : undefined,
        );
        return urlOf(kept);
      }
      const cached = await image();
      return cached ? putDrawImage(core, record.id, cached) : null;
    },
  };
}
