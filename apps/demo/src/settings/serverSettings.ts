import { type AppConfig, type AppStorage, createStore, type Store } from '@atelier/core';

/** What a user may point the widgets at instead of this site's server (spec §2 Settings → Server). */
export interface ServerSettings {
  openaiUrl: string;
  openaiKey: string;
  drawUrl: string;
  drawSecret: string;
  uploadUrl: string;
}

export const SERVER_SETTINGS_KEY = 'serverSettings';
export const defaultServerSettings: ServerSettings = { openaiUrl: '', openaiKey: '', drawUrl: '', drawSecret: '', uploadUrl: '' };

/** Spec §5: an address, when given, must contain http(s)://. */
export function isValidAddress(value: string): boolean {
  if (value.trim() === '') return true;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isServerSettings(value: unknown): value is ServerSettings {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (Object.keys(defaultServerSettings) as Array<keyof ServerSettings>).every((k) => typeof record[k] === 'string');
}

export function createServerSettingsStore(storage: AppStorage): Store<ServerSettings> {
  const stored = storage.get(SERVER_SETTINGS_KEY, isServerSettings);
  const initial = stored && (['openaiUrl', 'drawUrl', 'uploadUrl'] as const).every((k) => isValidAddress(stored[k])) ? stored : defaultServerSettings;
  return createStore(initial, (state) => storage.set(SERVER_SETTINGS_KEY, state, { expireSeconds: null }));
}

/** The widgets' config: the user's own services when set, this site's proxies otherwise. */
export function buildConfig(base: AppConfig, server: ServerSettings): AppConfig {
  const trim = (s: string) => s.trim();
  return {
    ...base,
    openai: trim(server.openaiUrl)
      ? { baseUrl: trim(server.openaiUrl), ...(trim(server.openaiKey) ? { apiKey: trim(server.openaiKey) } : {}) }
      : {},
    draw: trim(server.drawUrl)
      ? { baseUrl: trim(server.drawUrl), ...(trim(server.drawSecret) ? { secret: trim(server.drawSecret) } : {}) }
      : {},
    upload: trim(server.uploadUrl) ? { url: trim(server.uploadUrl) } : {},
  };
}
