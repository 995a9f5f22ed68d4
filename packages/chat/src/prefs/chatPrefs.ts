import type { AppStorage } from '@atelier/core';
import { readRecentGpts } from '../gpts/recentGpts';
import type { Gpt } from '../gpts/types';
import { readPromptList } from '../prompts/readPromptList';
import type { Prompt } from '../prompts/types';
import type { ChatGlobalSettings } from '../settings/chatSettings';
import { sanitizeGlobalSettings } from '../settings/sanitizeSettings';
import { createPref, type Pref } from './createPref';

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

/** The chat's own settings, kept in the provider's storage (`services.storage`). */
export interface ChatPrefs {
  /** Global chat settings (Settings → Model), `<prefix>atelier-chat:settings`. */
  settings: Pref<ChatGlobalSettings>;
  /** The user's own model service, `<prefix>atelier-chat:server`. */
  server: Pref<ServerPrefs>;
  /** The last open conversation, `<prefix>atelier-chat:ui`. */
  ui: Pref<UiPrefs>;
  /** The local prompt list, `<prefix>atelier-chat:prompts`. */
  prompts: Pref<Prompt[]>;
  /** Recent GPTs, newest first, `<prefix>atelier-chat:recent-gpts`. */
  recentGpts: Pref<Gpt[]>;
}

/**
 * The chat prefs in one storage. `createChatServices` makes one set per provider, so every panel
 * and settings section under it shares them live; call this directly only to read or seed the
 * same storage from outside (tests, a host migrating data).
 */
export function createChatPrefs(storage: AppStorage, prefix = ''): ChatPrefs {
  const at = (name: string) => ({ storage, key: `atelier-chat:${name}`, fullKey: `${prefix}atelier-chat:${name}` });
  return {
    settings: createPref(at('settings'), sanitizeGlobalSettings),
    server: createPref(at('server'), readServerPrefs),
    ui: createPref(at('ui'), readUiPrefs),
    prompts: createPref(at('prompts'), readPromptList),
    recentGpts: createPref(at('recent-gpts'), readRecentGpts),
  };
}
