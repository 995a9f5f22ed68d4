import { type TranslateFn, useUnmountedRef } from '@atelier/core';
import { useState } from 'react';
import type { SidebarViewProps } from './useSidebar.types';
import type { ChatMessages } from '../i18n/chatNamespace';
import type { ChatStore } from '../store/createChatStore';
import { downloadFile } from './downloadFile';
import type { useConversations } from './useConversations';

/** Sidebar view model: list actions, export/import with a notice. */
export function useSidebar({ conversations: c, store, t }: { conversations: ReturnType<typeof useConversations>; store: ChatStore; t: TranslateFn<ChatMessages> }) {
  const [notice, setNotice] = useState<string | null>(null);
  const unmountedRef = useUnmountedRef();

  const view: Omit<SidebarViewProps, 'collapsed' | 'onExpand'> = {
    conversations: c.list,
    activeId: c.activeId,
    query: c.query,
    hits: c.hits,
    notice,
    onQueryChange: c.setQuery,
    onSelect: (id) => {
      c.setActiveId(id);
      c.setQuery('');
    },
    onNew: () => void c.create(),
    onRename: (id, title) => void c.rename(id, title),
    onDelete: (id) => void c.remove(id),
    onClearAll: () => void c.clearAll(),
    onExport: () =>
      void store.exportAll().then((data) => downloadFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `atelier-chat_${new Date().toISOString().slice(0, 10)}.json`)),
    onImport: (file) =>
      void file.text().then(async (text) => {
        const result = await c.importText(text);
        if (unmountedRef.current) return;
        setNotice(result.ok ? t('sidebar.imported', { count: result.conversations }) : t('sidebar.importFailed', { reason: t(`sidebar.importProblem.${result.problem.code}`, result.problem) }));
      }),
  };
  return { view };
}
