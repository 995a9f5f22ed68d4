import { createStorage } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { buildConfig, createServerSettingsStore, defaultServerSettings, isValidAddress } from './serverSettings';

describe('server settings', () => {
  it('accepts empty or http(s) addresses only', () => {
    expect(isValidAddress('')).toBe(true);
    expect(isValidAddress('https://api.openai.com')).toBe(true);
    expect(isValidAddress('http://localhost:11434/v1')).toBe(true);
    expect(isValidAddress('api.openai.com')).toBe(false);
    expect(isValidAddress('ftp://x')).toBe(false);
    expect(isValidAddress('javascript:alert(1)')).toBe(false);
  });

  it('uses the site proxies unless the user set their own service', () => {
    const base = { libraryApi: { baseUrl: '' } };
    expect(buildConfig(base, defaultServerSettings)).toEqual({ ...base, openai: {}, draw: {}, upload: {} });
    expect(buildConfig(base, { ...defaultServerSettings, openaiUrl: ' http://localhost:11434/v1 ', openaiKey: 'sk-1' }).openai).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: 'sk-1',
    });
  });

  it('ignores corrupt stored settings', () => {
    const storage = createStorage({ backend: null });
    storage.set('serverSettings', { openaiUrl: 'not a url', openaiKey: '', drawUrl: '', drawSecret: '', uploadUrl: '' });
    expect(createServerSettingsStore(storage).getState()).toEqual(defaultServerSettings);
    storage.set('serverSettings', { openaiUrl: 3 });
    expect(createServerSettingsStore(storage).getState()).toEqual(defaultServerSettings);
  });
});
