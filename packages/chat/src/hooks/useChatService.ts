import { type GatewayClient, type OwnCredential, useStore } from '@atelier/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createOpenAiChatAdapter } from '../api/createOpenAiChatAdapter';
import type { ChatEndpoint, ChatModelAdapter } from '../api/types';
import type { ChatPrefs, ServerPrefs } from '../prefs/chatPrefs';
import { usePref } from '../prefs/usePref';
import { useChatServices } from '../services/useChatServices';

export interface ServiceInfo {
  /** The server asks for an access password (and the user has neither it nor an own key). */
  needsPassword: boolean;
  disableGpt4: boolean;
  serverModels: string[];
  defaultModel: string | null;
  /** The server's own upstream is set up; null while unknown or when the host gave an adapter. */
  upstreamConfigured: boolean | null;
  /** Nothing can answer: the server has no upstream and the user set no address of their own. */
  noService: boolean;
  /** Asked instead of a model that cannot see images (`VISION_MODEL`); null when the server names none. */
  visionModel: string | null;
  /** The largest image the composer takes; null when the server does not say. */
  uploadImageMaxBytes: number | null;
}

export type VerifyResult = 'ok' | 'failed';

/**
 * The user's own address and key win over the host's (the gateway client's rule). The access
 * password is not part of it: the gateway client reads the app's one (core's auth store), shared
 * with drawing, and sends it only to our own server, which asks for it on every relayed call.
 */
export function resolveEndpoint(gateway: GatewayClient, server: ServerPrefs, host: { baseUrl: string; apiKey: string | null }): ChatEndpoint {
  const bearer = (key: string | null): OwnCredential | null => (key ? ['Authorization', `Bearer ${key}`] : null);
  const { baseUrl, credential } = gateway.resolve({ baseUrl: server.baseUrl, credential: bearer(server.apiKey) }, { baseUrl: host.baseUrl, credential: bearer(host.apiKey) });
  return { baseUrl, apiKey: credential ? credential[1].slice('Bearer '.length) : null };
}

/**
 * Chat used to keep its own copy of the access password (`atelier-chat:server`); a password
 * saved there moves once into the shared store, so nobody has to enter it again.
 */
export function adoptLegacyPassword(auth: { getState(): { accessPassword: string }; setAccessPassword(password: string): void }, server: ChatPrefs['server']): void {
  const legacy = server.get().accessPassword;
  if (!legacy) return;
  if (!auth.getState().accessPassword) auth.setAccessPassword(legacy);
  server.set({ ...server.get(), accessPassword: '' });
}

/** Endpoint, adapter and server session facts for the chat; the adapter reads settings live. */
export function useChatService(adapterOverride?: ChatModelAdapter) {
  const services = useChatServices();
  const { config } = services;
  const serverPref = services.prefs.server;
  const server = usePref(serverPref);
  const auth = services.stores.auth;
  const password = useStore(auth, (s) => s.accessPassword);
  useEffect(() => adoptLegacyPassword(auth, serverPref), [auth, serverPref]);
  const { gateway } = services;
  // A new password makes a new endpoint object too (as when the endpoint carried it): the panel
  // clears its error when the endpoint changes, so a refused call does not outlive the new password.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const endpoint = useMemo(() => resolveEndpoint(gateway, server, config.openai), [gateway, server, config.openai, password]);
  const { baseUrl, apiKey } = config.openai;
  const adapter = useMemo(
    () => adapterOverride ?? createOpenAiChatAdapter({
        gateway,
        getEndpoint: () => resolveEndpoint(gateway, serverPref.get(), { baseUrl, apiKey }),
        getTimeoutMs: () => serverPref.get().timeoutSec * 1000,
        librarySession: {
          getToken: () => services.stores.user.getState().token || null,
          // Any authenticated call through the library client renews an expired access token.
          refresh: () => services.http.get('/api/wx/user/info'),
        },
      }),
    [adapterOverride, baseUrl, apiKey, gateway, serverPref, services],
  );

  const [session, setSession] = useState<{
    auth: boolean;
    disableGpt4: boolean;
    models: string[];
    model: string | null;
    configured: boolean | null;
    visionModel: string | null;
    uploadImageMaxBytes: number | null;
  } | null>(null);
  useEffect(() => {
    if (adapterOverride) return;
    const controller = new AbortController();
    services.session.fetchSession(controller.signal).then(
      (s) =>
        !controller.signal.aborted &&
        setSession({
          auth: s.auth,
          disableGpt4: s.disableGpt4 === true,
          models: typeof s.customModels === 'string' ? s.customModels.split(/[\s,]+/).filter(Boolean) : [],
          model: typeof s.model === 'string' && s.model !== 'ChatGPTAPI' ? s.model : null,
          configured: typeof s['openaiConfigured'] === 'boolean' ? s['openaiConfigured'] : null,
          visionModel: typeof s.visionModel === 'string' && s.visionModel.trim() !== '' ? s.visionModel.trim() : null,
          uploadImageMaxBytes: typeof s.uploadImageMaxBytes === 'number' && s.uploadImageMaxBytes > 0 ? s.uploadImageMaxBytes : null,
        }),
      () => !controller.signal.aborted && setSession(null),
    );
    return () => controller.abort();
  }, [services.session, adapterOverride]);

  const verify = useCallback(
    async (password: string): Promise<VerifyResult> => {
      try {
        const body = await services.http.post<{ status?: string }>('/api/verify', { token: password });
        if (body?.status !== 'Success') return 'failed';
      } catch {
        return 'failed';
      }
      auth.setAccessPassword(password);
      return 'ok';
    },
    [services.http, auth],
  );

  const info: ServiceInfo = {
    // Only our own server asks for the password, and it does so even with an own key.
    needsPassword: session?.auth === true && !password && gateway.isOwnServer(endpoint.baseUrl),
    disableGpt4: session?.disableGpt4 ?? false,
    serverModels: session?.models ?? [],
    defaultModel: session?.model ?? null,
    upstreamConfigured: session?.configured ?? null,
    noService: session?.configured === false && !/^https?:\/\//i.test(endpoint.baseUrl) && !endpoint.apiKey,
    visionModel: session?.visionModel ?? null,
    uploadImageMaxBytes: session?.uploadImageMaxBytes ?? null,
  };
  return { adapter, endpoint, info, verify };
}
