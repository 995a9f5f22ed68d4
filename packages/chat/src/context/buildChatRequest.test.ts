import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../model/types';
import { defaultChatSettings } from '../settings/chatSettings';
import { buildChatRequest } from './buildChatRequest';

const history: ChatMessage[] = Array.from({ length: 7 }, (_, i) => ({
  id: `m${i}`,
  conversationId: 'c',
  parentId: i === 0 ? null : `m${i - 1}`,
  role: i % 2 === 0 ? 'user' : 'assistant',
  content: `message ${i}`,
  status: 'done',
  createdAt: i,
}));

describe('buildChatRequest', () => {
  it('sends the role prompt, the last N messages and the new one, with the sampling settings', () => {
    const request = buildChatRequest(history, { ...defaultChatSettings, systemPrompt: 'Be brief.', contextCount: 2, max_tokens: 300 });
    expect(request.messages).toEqual([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'message 4' },
      { role: 'assistant', content: 'message 5' },
      { role: 'user', content: 'message 6' },
    ]);
    expect(request).toMatchObject({ model: 'gpt-4o-mini', max_tokens: 300, temperature: 0.5, top_p: 1, presence_penalty: 0, frequency_penalty: 0 });
  });

  it('sends only the new message with context mode off, and no system message without a role prompt', () => {
    const request = buildChatRequest(history, { ...defaultChatSettings, contextMode: false });
    expect(request.messages).toEqual([{ role: 'user', content: 'message 6' }]);
  });

  it('skips failed and empty replies in the context', () => {
    const withFailure = history.map((m) => (m.id === 'm5' ? { ...m, status: 'error' as const } : m.id === 'm3' ? { ...m, content: ' ' } : m));
    const request = buildChatRequest(withFailure, { ...defaultChatSettings, contextCount: 3 });
    expect(request.messages.map((m) => m.content)).toEqual(['message 1', 'message 2', 'message 4', 'message 6']);
  });

  it('uses the model given for this reply', () => {
    expect(buildChatRequest(history, defaultChatSettings, 'deepseek-chat').model).toBe('deepseek-chat');
  });
});
