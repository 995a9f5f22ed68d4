import type { Conversation, SearchHit } from '../store/types';

export interface SidebarViewProps {
  /** The conversations listed while the search box is empty. */
  conversations: readonly Conversation[];
  /** The open conversation, marked in the list; null when none is open. */
  activeId: string | null;
  /** The search box's text; when not blank, `hits` are listed instead of `conversations`. */
  query: string;
  /** Conversations whose title or messages match `query`, with the text around the match. */
  hits: readonly SearchHit[];
  /** The sidebar is folded away. */
  collapsed: boolean;
  /** Shows a collapsed sidebar (Ctrl/Cmd+K does it before focusing search). */
  onExpand: () => void;
  /** 'drawer': the list lies over the chat (a phone), takes the focus when shown and closes on Escape or its close button. @default 'docked' */
  mode?: 'docked' | 'drawer';
  /** Closes the drawer. @default undefined (no close button) */
  onClose?: () => void;
  /** The list's element id, for the toggle button's `aria-controls`. @default undefined */
  id?: string;
  /** Called with the search box's text on every change. */
  onQueryChange: (query: string) => void;
  /** Called with the conversation (or search hit) the user opens. */
  onSelect: (id: string) => void;
  /** Called by the New chat button. */
  onNew: () => void;
  /** Called with a conversation's new title when a rename is saved. */
  onRename: (id: string, title: string) => void;
  /** Called once the user confirms deleting a conversation. */
  onDelete: (id: string) => void;
  /** Called once the user confirms clearing all conversations. */
  onClearAll: () => void;
  /** Called by the Export button. */
  onExport: () => void;
  /** Called with the file picked by the Import button. */
  onImport: (file: File) => void;
  /** The outcome of the last export or import, shown under the list; null shows none. */
  notice: string | null;
}
