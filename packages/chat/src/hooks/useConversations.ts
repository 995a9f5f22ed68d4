import { useLatest, useUnmountedRef } from '@atelier/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatStore } from '../store/createChatStore';
import type { Conversation, ImportResult, SearchHit } from '../store/types';

/** The sidebar's data: conversation list, the open one, search, and bulk actions. */
export function useConversations(store: ChatStore, initialId: string | null) {
  const [list, setList] = useState<Conversation[]>([]);
  const [activeId, setActiveId] = useState<string | null>(initialId);
  const [loaded, setLoaded] = useState(false);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const activeRef = useLatest(activeId);
  const unmountedRef = useUnmountedRef();
  const activate = useCallback(
    (id: string) => {
      if (!unmountedRef.current) setActiveId(id);
    },
    [unmountedRef],
  );

  // Listings can finish out of order (a slow one begun before a change landed): only the newest
  // one begun is shown.
  const listings = useRef(0);
  const notices = useRef(0);
  const refresh = useCallback(async () => {
    const listing = ++listings.current;
    const conversations = await store.listConversations();
    if (!unmountedRef.current && listing === listings.current) setList(conversations);
    return conversations;
  }, [store, unmountedRef]);

  useEffect(() => {
    let live = true;
    void (async () => {
      const conversations = await store.listConversations();
      if (!live) return;
      setList(conversations);
      const keep = conversations.find((c) => c.id === activeRef.current) ?? conversations[0];
      if (!keep) {
        const fresh = await store.createConversation();
        if (!live) return;
        setActiveId(fresh.id);
        await refresh();
        if (!live) return;
      } else setActiveId(keep.id);
      setLoaded(true);
    })();
    return () => {
      live = false;
    };
  }, [store, refresh, activeRef]);

  // Another tab or device changed the list: show it, and leave a conversation deleted there.
  useEffect(
    () =>
      store.subscribe(() => {
        const notice = ++notices.current;
        const active = activeRef.current;
        // A newer change, or the user opening another conversation, makes this one's view out of date.
        const outdated = () => unmountedRef.current || notice !== notices.current || activeRef.current !== active;
        void (async () => {
          const rest = await refresh();
          if (outdated() || rest.some((c) => c.id === active)) return;
          const next = rest[0] ?? (await store.createConversation());
          if (outdated()) return;
          activate(next.id);
          if (!rest[0]) await refresh();
        })();
      }),
    [store, refresh, activate, activeRef, unmountedRef],
  );

  useEffect(() => {
    if (query.trim() === '') return;
    let live = true;
    const timer = setTimeout(() => void store.search(query).then((h) => live && setHits(h)), 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [store, query]);

  const create = useCallback(async () => {
    const conversation = await store.createConversation();
    activate(conversation.id);
    await refresh();
  }, [store, refresh, activate]);

  const rename = useCallback(
    async (id: string, title: string) => {
      await store.updateConversation(id, { title: title.trim(), titleEdited: true });
      await refresh();
    },
    [store, refresh],
  );

  const remove = useCallback(
    async (id: string) => {
      await store.deleteConversation(id);
      const rest = await refresh();
      if (activeRef.current === id) {
        const next = rest[0] ?? (await store.createConversation());
        activate(next.id);
        if (!rest[0]) await refresh();
      }
    },
    [store, refresh, activate, activeRef],
  );

  const clearAll = useCallback(async () => {
    await store.clearAll();
    const fresh = await store.createConversation();
    activate(fresh.id);
    await refresh();
  }, [store, refresh, activate]);

  const importText = useCallback(
    async (text: string): Promise<ImportResult> => {
      const result = await store.importAll(text);
      if (result.ok) await refresh();
      return result;
    },
    [store, refresh],
  );

  return { list, activeId, setActiveId, loaded, query, setQuery, hits: query.trim() === '' ? [] : hits, create, rename, remove, clearAll, importText, refresh };
}
