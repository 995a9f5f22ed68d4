import { describe, expect, it } from 'vitest';
import { isValidBaseUrl, readServerPrefs, readUiPrefs } from './chatPrefs';

describe('chat prefs', () => {
  it('validates stored server settings', () => {
    expect(readServerPrefs({ baseUrl: 'ftp://x', apiKey: ' sk-1 ', timeoutSec: 1e9 })).toEqual({ baseUrl: '', apiKey: 'sk-1', accessPassword: '', timeoutSec: 600 });
    expect(readServerPrefs('corrupt').baseUrl).toBe('');
    expect(readUiPrefs({ lastConversationId: 42 }).lastConversationId).toBeNull();
  });

  it('accepts only http(s) addresses', () => {
    expect(isValidBaseUrl('https://api.openai.com')).toBe(true);
    expect(isValidBaseUrl('http://localhost:11434')).toBe(true);
    expect(isValidBaseUrl('api.openai.com')).toBe(false);
    expect(isValidBaseUrl('')).toBe(true);
  });
});
