import type { AppServices, SessionStore } from '@atelier/core';
import { createDalleApi, type DalleApi, type DalleEndpoint } from '../api/createDalleApi';
import { createDrawApi, type DrawApi } from '../api/createDrawApi';
import type { DrawEndpoint } from '../api/types';
import type { DrawStore } from '../store/createDrawStore';
import { type DrawImageKeeper, drawImageKeeperService } from './drawImageKeeperService';
import { drawStoreService } from './drawStoreService';

/** What the draw widgets need, built once from core's services (`useDrawServices()` in hooks). */
export interface DrawServices {
  /** midjourney-proxy client through core's gateway client; the endpoint and the access password are read on every call. */
  api: DrawApi;
  /** Images API (DALL·E) client, read the same way. */
  dalleApi: DalleApi;
  /** Where drawing calls go right now. */
  endpoint(): DrawEndpoint;
  /** The drawing address is another origin's midjourney-proxy (calls go there directly, with the secret if any). */
  direct: boolean;
  /** Tasks and cached images (`drawStoreService`: IndexedDB "atelier-draw" after `storage.prefix` unless the host provides another), shared by studio and gallery. */
  store: DrawStore;
  /** Keeps finished drawings on the account's server (`drawImageKeeperService`; none unless the host provides one). */
  keeper: DrawImageKeeper | null;
  /** The app's one `/api/session` (core's): says whether our server has a drawing service (`drawConfigured`). */
  session: SessionStore;
  /** Asks our server whether an access password is right; a right one is kept in the auth store. */
  verifyPassword(password: string): Promise<boolean>;
}

/**
 * Reference §1.1: with an own address and secret (Settings → Server, passed in as config.draw)
 * the browser calls midjourney-proxy directly with `mj-api-secret`; otherwise it goes through
 * the server's `/mjapi` with the access password as `x-ptoken`. The access password is ours:
 * core's gateway client (`core.gateway`) sends it only to our own server (the page's or the
 * library API's origin), never to another origin, and reads failures the same way for chat and
 * drawing; the same holds for the images API address.
 */
export function createDrawServices(core: AppServices): DrawServices {
  const { config, stores, gateway } = core;
  const direct = !gateway.isOwnServer(config.draw.baseUrl);
  // The gateway reads the password at each call, so one entered later applies to running tasks' next request.
  const endpoint = (): DrawEndpoint => ({ baseUrl: config.draw.baseUrl, secret: config.draw.secret });
  const dalleEndpoint = (): DalleEndpoint => ({ baseUrl: config.openai.baseUrl, apiKey: config.openai.apiKey });
  return {
    api: createDrawApi({ gateway, getEndpoint: endpoint }),
    dalleApi: createDalleApi({ gateway, getEndpoint: dalleEndpoint }),
    endpoint,
    direct,
    store: core.get(drawStoreService),
    keeper: core.get(drawImageKeeperService),
    session: core.session,
    async verifyPassword(candidate) {
      const body = await core.libraryApi.post<{ status?: string } | null>('/api/verify', { token: candidate });
      const ok = body?.status === 'Success';
      if (ok) stores.auth.setAccessPassword(candidate);
      return ok;
    },
  };
}
