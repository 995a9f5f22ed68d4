import { useCallback, useState } from 'react';
import type { ChatPanelViewProps } from './useChatPanel.types';
import { useNarrowContainer } from './useNarrowContainer';

type SidebarLayout = Pick<
  ChatPanelViewProps,
  'measureFrame' | 'sidebar' | 'sidebarMode' | 'sidebarCollapsed' | 'onToggleSidebar' | 'onCloseSidebar'
>;

/**
 * Where the conversation list goes. On a wide panel it is docked beside the chat and its collapse
 * is the remembered `siderCollapsed`; on a phone-wide one (< 640 px) it is a drawer over the chat,
 * closed at first whatever the remembered setting, and closed again by a pick or New chat.
 */
export function useSidebarLayout(
  sidebar: ChatPanelViewProps['sidebar'],
  collapsed: boolean,
  setCollapsed: (collapsed: boolean) => void,
): SidebarLayout {
  const [measureFrame, narrow] = useNarrowContainer<HTMLDivElement>();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A drawer left open while the panel widened does not pop up again when it narrows.
  const [drawerNarrow, setDrawerNarrow] = useState(narrow);
  if (drawerNarrow !== narrow) {
    setDrawerNarrow(narrow);
    setDrawerOpen(false);
  }
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  if (!narrow) {
    return { measureFrame, sidebar, sidebarMode: 'docked', sidebarCollapsed: collapsed, onToggleSidebar: () => setCollapsed(!collapsed), onCloseSidebar: () => setCollapsed(true) };
  }
  return {
    measureFrame,
    sidebar: {
      ...sidebar,
      onSelect: (id) => (sidebar.onSelect(id), closeDrawer()),
      onNew: () => (sidebar.onNew(), closeDrawer()),
    },
    sidebarMode: 'drawer',
    sidebarCollapsed: !drawerOpen,
    onToggleSidebar: () => setDrawerOpen((open) => !open),
    onCloseSidebar: closeDrawer,
  };
}
