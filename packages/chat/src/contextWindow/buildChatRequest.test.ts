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

describe('buildChatRequest with attachments', () => {
  const png = 'data:image/png;base64,iVBORw0KGgo=';
  const turn = (id: string, parentId: string | null, role: 'user' | 'assistant', content: string, attachments?: ChatMessage['attachments']): ChatMessage => ({
    id,
    conversationId: 'c',
    parentId,
    role,
    content,
    status: 'done',
    createdAt: 0,
    ...(attachments ? { attachments } : {}),
  });
  const earlier = [
    turn('u1', null, 'user', 'What is on this?', [
      { kind: 'image', name: 'a.png', type: 'image/png', size: 10, dataUrl: png },
      { kind: 'image', name: 'b.png', type: 'image/png', size: 10, url: 'https://files.test/b.png' },
    ]),
    turn('a1', 'u1', 'assistant', 'A cat.'),
  ];

  it('sends the new message as text and image_url parts, and switches a blind model to the vision model', () => {
    const history = [...earlier, turn('u2', 'a1', 'user', 'And this?', [{ kind: 'image', name: 'c.png', type: 'image/png', size: 10, dataUrl: png }])];
    const request = buildChatRequest(history, defaultChatSettings, 'gpt-3.5-turbo', { visionModel: 'gpt-4-vision-preview' });
    expect(request.model).toBe('gpt-4-vision-preview');
    expect(request.messages.at(-1)).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'And this?' },
        { type: 'image_url', image_url: { url: png } },
      ],
    });
  });

  it('in earlier turns sends only http links before the text, never base64 again', () => {
    const history = [...earlier, turn('u2', 'a1', 'user', 'Thanks')];
    const request = buildChatRequest(history, defaultChatSettings, 'gpt-3.5-turbo');
    expect(request.messages).toEqual([
      { role: 'user', content: 'https://files.test/b.png\nWhat is on this?' },
      { role: 'assistant', content: 'A cat.' },
      { role: 'user', content: 'Thanks' },
    ]);
    expect(request.model).toBe('gpt-3.5-turbo');
  });

  it('keeps a model that sees, and falls back to gpt-4o when the server names no vision model', () => {
    const history = [turn('u', null, 'user', '', [{ kind: 'image', name: 'c.png', type: 'image/png', size: 10, dataUrl: png }])];
    expect(buildChatRequest(history, defaultChatSettings, 'claude-3-5-sonnet').model).toBe('claude-3-5-sonnet');
    expect(buildChatRequest(history, defaultChatSettings, 'deepseek-chat', { visionModel: null }).model).toBe('gpt-4o');
  });

  it('gives a reverse model the uploaded links before the text, with its own model', () => {
    const history = [
      turn('u', null, 'user', 'Summarise', [
        { kind: 'image', name: 'c.png', type: 'image/png', size: 10, url: 'https://files.test/c.png' },
        { kind: 'file', name: 'r.pdf', type: 'application/pdf', size: 10, url: 'https://files.test/r.pdf' },
      ]),
    ];
    const request = buildChatRequest(history, defaultChatSettings, 'gpt-4-gizmo-g-2fkFE8rbu');
    expect(request.model).toBe('gpt-4-gizmo-g-2fkFE8rbu');
    expect(request.messages).toEqual([{ role: 'user', content: 'https://files.test/c.png\nhttps://files.test/r.pdf\nSummarise' }]);
  });
});
