import { useAppConfig } from '@atelier/core';
import type { ChatGlobalSettings } from '../settings/chatSettings';
import { sanitizeGlobalSettings } from '../settings/sanitizeSettings';
import { createPref, memoByPrefix, type Pref } from './createPref';

/** The user's own model service (Settings → Server) and the access password. */
export interface ServerPrefs {
  /** Empty = the host's configured address (the server proxy). */
  baseUrl: string;
  apiKey: string;
  accessPassword: string;
  timeoutSec: number;
}

export const defaultServerPrefs: ServerPrefs = { baseUrl: '', apiKey: '', accessPassword: '', timeoutSec: 120 };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

/** The spec's rule for the OpenAI address: it must contain http(s)://. */
export const isValidBaseUrl = (value: string) => value.trim() === '' || /^https?:\/\/\S+$/i.test(value.trim());

export function readServerPrefs(raw: unknown): ServerPrefs {
  if (!isRecord(raw)) return defaultServerPrefs;
  const baseUrl = str(raw.baseUrl, '');
  const timeout = typeof raw.timeoutSec === 'number' && Number.isFinite(raw.timeoutSec) ? Math.min(600, Math.max(5, Math.round(raw.timeoutSec))) : 120;
  return {
    baseUrl: isValidBaseUrl(baseUrl) ? baseUrl.trim() : '',
    apiKey: str(raw.apiKey, '').trim(),
    accessPassword: str(raw.accessPassword, ''),
    timeoutSec: timeout,
  };
}

/** The sider's collapse is not here: it is the app setting `siderCollapsed` (spec §3). */
export interface UiPrefs {
  lastConversationId: string | null;
}

export function readUiPrefs(raw: unknown): UiPrefs {
  if (!isRecord(raw)) return { lastConversationId: null };
  return { lastConversationId: typeof raw.lastConversationId === 'string' ? raw.lastConversationId : null };
}

/** The chat's own settings kept in local storage. */
export interface ChatPrefs {
  /** Global chat settings (Settings → Model), `<prefix>atelier-chat:settings`. */
  settings: Pref<ChatGlobalSettings>;
  /** The user's own model service, `<prefix>atelier-chat:server`. */
  server: Pref<ServerPrefs>;
  /** The last open conversation, `<prefix>atelier-chat:ui`. */
  ui: Pref<UiPrefs>;
}

/**
 * The chat prefs stored under `<prefix>atelier-chat:*`, one set per prefix (the `AppProvider`'s
 * `storage.prefix`), so every panel and settings section under one provider shares them live and
 * a provider with another prefix keeps its own.
 */
export const chatPrefsFor = memoByPrefix(
  (prefix): ChatPrefs => ({
    settings: createPref(`${prefix}atelier-chat:settings`, sanitizeGlobalSettings),
    server: createPref(`${prefix}atelier-chat:server`, readServerPrefs),
    ui: createPref(`${prefix}atelier-chat:ui`, readUiPrefs),
  }),
);

/** The prefs of a provider without `storage.prefix` (keys `atelier-chat:settings`, `:server`, `:ui`). */
export const chatPrefs: ChatPrefs = chatPrefsFor('');

/** The chat prefs of the nearest `AppProvider` (its `storage.prefix`). */
export function useChatPrefs(): ChatPrefs {
  return chatPrefsFor(useAppConfig().storage.prefix);
}
