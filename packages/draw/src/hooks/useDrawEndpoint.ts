import { isOwnServer, ownServerOf, useAppConfig, useAppStores, useStore } from '@atelier/core';
import { useEffect, useMemo, useState } from 'react';
import { createDalleApi, type DalleApi, type DalleEndpoint } from '../api/createDalleApi';
import { createDrawApi, type DrawApi } from '../api/createDrawApi';
import type { DrawEndpoint } from '../api/types';

function box<T>(initial: T) {
  let value = initial;
  return { get: () => value, set: (next: T) => void (value = next) };
}

export interface DrawServices {
  api: DrawApi;
  dalleApi: DalleApi;
  endpoint: DrawEndpoint;
  /** The drawing address is another origin's midjourney-proxy (then calls go there directly, with the secret if any). */
  direct: boolean;
}

/**
 * Reference §1.1: with an own address and secret (Settings → Server, passed in as config.draw)
 * the browser calls midjourney-proxy directly with `mj-api-secret`; otherwise it goes through
 * the server's `/mjapi` with the access password as `x-ptoken`. The access password is ours:
 * core's `gatewayHeaders` sends it only to our own server (the page's or the library API's
 * origin), never to another origin; the same holds for the images API address.
 */
export function useDrawEndpoint(overrides: { api?: DrawApi | undefined; dalleApi?: DalleApi | undefined }): DrawServices {
  const config = useAppConfig();
  const auth = useAppStores().auth;
  const password = useStore(auth, (s) => s.accessPassword);
  const libraryBaseUrl = config.libraryApi.baseUrl;
  const drawIsOurs = isOwnServer(config.draw.baseUrl, ownServerOf(libraryBaseUrl));
  const endpoint: DrawEndpoint = useMemo(
    () => ({ baseUrl: config.draw.baseUrl, secret: config.draw.secret, accessPassword: password || null, ownServer: ownServerOf(libraryBaseUrl), direct: !drawIsOurs }),
    [config.draw.baseUrl, config.draw.secret, libraryBaseUrl, drawIsOurs, password],
  );
  const dalleEndpoint: DalleEndpoint = useMemo(
    () => ({ baseUrl: config.openai.baseUrl, apiKey: config.openai.apiKey, accessPassword: password || null, ownServer: ownServerOf(libraryBaseUrl) }),
    [config.openai.baseUrl, config.openai.apiKey, libraryBaseUrl, password],
  );
  // The clients read the endpoint through refs, so a settings change never restarts running tasks.
  const [live] = useState(() => box({ endpoint, dalleEndpoint }));
  useEffect(() => live.set({ endpoint, dalleEndpoint }), [live, endpoint, dalleEndpoint]);
  const api = useMemo(() => overrides.api ?? createDrawApi({ getEndpoint: () => live.get().endpoint }), [overrides.api, live]);
  const dalleApi = useMemo(() => overrides.dalleApi ?? createDalleApi({ getEndpoint: () => live.get().dalleEndpoint }), [overrides.dalleApi, live]);
  return { api, dalleApi, endpoint, direct: !drawIsOurs };
}
