import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../model/types';
import { defaultChatSettings } from '../settings/chatSettings';
import { remainingTokens } from './remainingTokens';

const message = (content: string, role: ChatMessage['role']): ChatMessage => ({
  id: content,
  conversationId: 'c',
  parentId: null,
  role,
  content,
  status: 'done',
  createdAt: 0,
});

describe('remainingTokens', () => {
  it('subtracts role prompt, context, reply count and input from the context length', () => {
    const words = (text: string) => text.split(' ').length;
    const budget = remainingTokens({
      contextLength: 1000,
      settings: { ...defaultChatSettings, systemPrompt: 'one two', max_tokens: 100, contextCount: 1 },
      history: [message('a b c', 'user'), message('d e f g', 'assistant')],
      input: 'x y',
      countTokens: words,
    });
    expect(budget).toEqual({ contextLength: 1000, rolePrompt: 2, context: 4, replyCount: 100, input: 2, remaining: 892 });
  });

  it('counts no context with context mode off', () => {
    const budget = remainingTokens({
      contextLength: 100,
      settings: { ...defaultChatSettings, contextMode: false, max_tokens: 10 },
      history: [message('a b c', 'user')],
      input: '',
      countTokens: (t) => t.length,
    });
    expect(budget.remaining).toBe(90);
  });
});
