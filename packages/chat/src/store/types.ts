import type { ChatMessage } from '../model/types';
import type { ConversationSettings } from '../settings/chatSettings';

export interface Conversation {
  id: string;
  title: string;
  /** True once the user renamed it, so the first message no longer sets the title. */
  titleEdited: boolean;
  createdAt: number;
  updatedAt: number;
  /** The branch last on screen. */
  leafId: string | null;
  settings: ConversationSettings;
  /**
   * When the title was last set (a sync version). Account sync merges a conversation changed on two
   * devices field by field with it: a rename made offline survives a newer message from another
   * device. Absent on older records: older than any set since.
   */
  titleAt?: number;
  /** When the settings were last set (a sync version), as `titleAt`. */
  settingsAt?: number;
}

export interface SearchHit {
  conversationId: string;
  title: string;
  /** Text around the first match in a message body; null when only the title matched. */
  snippet: string | null;
  messageId: string | null;
}

export const EXPORT_FORMAT = 'atelier-chat';
export const EXPORT_VERSION = 1;

export interface ChatExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  conversations: Conversation[];
  messages: ChatMessage[];
}

export type ImportProblem =
  | { code: 'NOT_JSON' }
  | { code: 'WRONG_FORMAT' }
  | { code: 'UNSUPPORTED_VERSION'; version: string }
  | { code: 'INVALID_CONVERSATION'; index: number }
  | { code: 'INVALID_MESSAGE'; index: number }
  | { code: 'ORPHAN_MESSAGE'; index: number };

export type ImportResult = { ok: true; conversations: number; messages: number } | { ok: false; problem: ImportProblem };
