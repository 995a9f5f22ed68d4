import { useAppConfig, useAppStores, useServices, useStore } from '@atelier/core';
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
  /** An access password is saved (so a 423 means it was refused, not missing). */
  hasPassword: boolean;
}

/**
 * Reference §1.1: with an own address and secret (Settings → Server, passed in as config.draw)
 * the browser calls midjourney-proxy directly with `mj-api-secret`; otherwise it goes through
 * the server's `/mjapi`. The app's gateway client (core) adds the access password as `x-ptoken`
 * to our own server only and maps failures; the same holds for the images API address.
 */
export function useDrawEndpoint(overrides: { api?: DrawApi | undefined; dalleApi?: DalleApi | undefined }): DrawServices {
  const config = useAppConfig();
  const { gateway } = useServices();
  const hasPassword = useStore(useAppStores().auth, (s) => s.accessPassword !== '');
  const drawIsOurs = gateway.isOwnServer(config.draw.baseUrl);
  const endpoint: DrawEndpoint = useMemo(() => ({ baseUrl: config.draw.baseUrl, secret: config.draw.secret }), [config.draw.baseUrl, config.draw.secret]);
  const dalleEndpoint: DalleEndpoint = useMemo(() => ({ baseUrl: config.openai.baseUrl, apiKey: config.openai.apiKey }), [config.openai.baseUrl, config.openai.apiKey]);
  // The clients read the endpoint through refs, so a settings change never restarts running tasks.
  const [live] = useState(() => box({ endpoint, dalleEndpoint }));
  useEffect(() => live.set({ endpoint, dalleEndpoint }), [live, endpoint, dalleEndpoint]);
  const api = useMemo(() => overrides.api ?? createDrawApi({ gateway, getEndpoint: () => live.get().endpoint }), [overrides.api, gateway, live]);
  const dalleApi = useMemo(() => overrides.dalleApi ?? createDalleApi({ gateway, getEndpoint: () => live.get().dalleEndpoint }), [overrides.dalleApi, gateway, live]);
  return { api, dalleApi, endpoint, direct: !drawIsOurs, hasPassword };
}
