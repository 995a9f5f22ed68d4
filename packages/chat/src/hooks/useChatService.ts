import { useAppConfig, useServices } from '@atelier/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createOpenAiChatAdapter } from '../api/createOpenAiChatAdapter';
import type { ChatEndpoint, ChatModelAdapter } from '../api/types';
import { chatPrefs, type ServerPrefs } from '../prefs/chatPrefs';
import { usePref } from '../prefs/usePref';

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
}

export type VerifyResult = 'ok' | 'failed';

/** The user's own address and key win over the host's; the password only matters without a key. */
export function resolveEndpoint(server: ServerPrefs, host: { baseUrl: string; apiKey: string | null }): ChatEndpoint {
  return { baseUrl: server.baseUrl || host.baseUrl, apiKey: server.apiKey || host.apiKey, accessPassword: server.accessPassword || null };
}

/** Endpoint, adapter and server session facts for the chat; the adapter reads settings live. */
export function useChatService(adapterOverride?: ChatModelAdapter) {
  const config = useAppConfig();
  const services = useServices();
  const server = usePref(chatPrefs.server);
  const endpoint = useMemo(() => resolveEndpoint(server, config.openai), [server, config.openai]);
  const { baseUrl, apiKey } = config.openai;
  const adapter = useMemo(
    () => adapterOverride ?? createOpenAiChatAdapter({
        getEndpoint: () => resolveEndpoint(chatPrefs.server.get(), { baseUrl, apiKey }),
        getTimeoutMs: () => chatPrefs.server.get().timeoutSec * 1000,
      }),
    [adapterOverride, baseUrl, apiKey],
  );

  const [session, setSession] = useState<{ auth: boolean; disableGpt4: boolean; models: string[]; model: string | null; configured: boolean | null } | null>(null);
  useEffect(() => {
    if (adapterOverride) return;
    const controller = new AbortController();
    services.session.fetchSession(controller.signal).then(
      (s) =>
        setSession({
          auth: s.auth,
          disableGpt4: s.disableGpt4 === true,
          models: typeof s.customModels === 'string' ? s.customModels.split(/[\s,]+/).filter(Boolean) : [],
          model: typeof s.model === 'string' && s.model !== 'ChatGPTAPI' ? s.model : null,
          configured: typeof s['openaiConfigured'] === 'boolean' ? s['openaiConfigured'] : null,
        }),
      () => setSession(null),
    );
    return () => controller.abort();
  }, [services.session, adapterOverride]);

  const verify = useCallback(
    async (password: string): Promise<VerifyResult> => {
      try {
        const body = await services.libraryApi.post<{ status?: string }>('/api/verify', { token: password });
        if (body?.status !== 'Success') return 'failed';
      } catch {
        return 'failed';
      }
      chatPrefs.server.set({ ...chatPrefs.server.get(), accessPassword: password });
      return 'ok';
    },
    [services.libraryApi],
  );

  const info: ServiceInfo = {
    needsPassword: session?.auth === true && !endpoint.apiKey && !endpoint.accessPassword,
    disableGpt4: session?.disableGpt4 ?? false,
    serverModels: session?.models ?? [],
    defaultModel: session?.model ?? null,
    upstreamConfigured: session?.configured ?? null,
    noService: session?.configured === false && !/^https?:\/\//i.test(endpoint.baseUrl) && !endpoint.apiKey,
  };
  return { adapter, endpoint, info, verify };
}
