import { useT } from '@atelier/core';
import { useEffect, useMemo, useState } from 'react';
import type { SuggestionSource } from '../model/suggestionTypes';
import type { GptsViewProps } from './useGpts.types';
import { createGptsDirectory, DEFAULT_GPTS_URL } from '../gpts/createGptsDirectory';
import { createGptsGet } from '../gpts/createGptsGet';
import { gptModel } from '../gpts/gptModel';
import { createGptSuggestions } from '../gpts/gptSuggestions';
import { rememberGpt } from '../gpts/recentGpts';
import { useChatServices } from '../services/useChatServices';
import type { Gpt, GptsDirectory } from '../gpts/types';
import { chatNamespace } from '../i18n/chatNamespace';
import { usePref } from '../prefs/usePref';

export interface GptsOptions {
  /** Replaces the directory search (tests, hosts with their own catalogue). @default `GET <url>?q=&limit=` */
  directory?: GptsDirectory;
  /** The directory's address. @default the server session's `gptsUrl`, else `/api/gpts` */
  url?: string;
}

const SEARCH_DELAY_MS = 250;

/** `GET /api/gpts` on the app's server, or the address the host or the server's session names. */
function useDefaultDirectory(url: string | undefined): GptsDirectory {
  const services = useChatServices();
  return useMemo(
    () =>
      createGptsDirectory({
        resolveUrl: async () => {
          if (url) return url;
          const session = await services.session.fetchSession();
          return typeof session.gptsUrl === 'string' && session.gptsUrl.trim() ? session.gptsUrl.trim() : DEFAULT_GPTS_URL;
        },
        get: createGptsGet({ serverGet: (address, config) => services.http.get(address, config), fetch: (...args) => fetch(...args) }),
      }),
    [services, url],
  );
}

/** The GPTs dialog and the `@` suggestions; picking a GPT calls `onPick` with its model name. */
export function useGpts(options: GptsOptions & { model: string; onPick: (model: string) => void }): { view: GptsViewProps; suggestions: SuggestionSource } {
  const t = useT(chatNamespace);
  const fallback = useDefaultDirectory(options.url);
  const directory = options.directory ?? fallback;
  const recentGptsPref = useChatServices().prefs.recentGpts;
  const recent = usePref(recentGptsPref);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [search, setSearch] = useState<{ key: string; status: 'failed' | 'done'; results: Gpt[] } | null>(null);
  // A result counts only for the query (and retry) it answered; anything else is still loading.
  const key = `${attempt}:${query}`;
  const current = search?.key === key ? search : null;

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      directory.search(query, controller.signal).then(
        (results) => !controller.signal.aborted && setSearch({ key, status: 'done', results }),
        () => !controller.signal.aborted && setSearch({ key, status: 'failed', results: [] }),
      );
    }, SEARCH_DELAY_MS);
    return () => (clearTimeout(timer), controller.abort());
  }, [open, query, directory, key]);

  const { onPick } = options;
  const pick = (gpt: Gpt) => {
    recentGptsPref.set(rememberGpt(recentGptsPref.get(), gpt));
    onPick(gptModel(gpt.id));
  };
  const label = t('gpts.suggestions');
  const suggestions = useMemo(
    () => createGptSuggestions(recent, label, (gpt) => (recentGptsPref.set(rememberGpt(recentGptsPref.get(), gpt)), onPick(gptModel(gpt.id)))),
    [recent, label, onPick, recentGptsPref],
  );

  return {
    view: {
      open,
      onOpenChange: setOpen,
      query,
      onQueryChange: setQuery,
      status: current?.status ?? 'loading',
      results: current?.results ?? [],
      recent,
      currentModel: options.model,
      onRetry: () => setAttempt((n) => n + 1),
      onPick: (gpt) => {
        pick(gpt);
        setOpen(false);
      },
    },
    suggestions,
  };
}
