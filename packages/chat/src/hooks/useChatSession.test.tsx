import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatModelAdapter } from '../api/types';
import type { ChatMessage, MessageMap } from '../model/types';
import { type ChatStore, createChatStore } from '../store/createChatStore';
import type { ChatStoreChange } from '../store/createStoreChanges';
import { useChatSession } from './useChatSession';

const unusedAdapter: ChatModelAdapter = {
  streamChat: () => Promise.reject(new Error('not used here')),
  listModels: async () => [],
};
const message = (conversationId: string, id: string, content: string): ChatMessage => ({ id, conversationId, parentId: null, role: 'user', content, status: 'done', createdAt: 1 });

describe('useChatSession', () => {
  it('shows the newest read of the conversation when an older read, begun before a change landed, answers last', async () => {
    const real = createChatStore({ name: `session-${Date.now()}` });
    const conversation = await real.createConversation({ title: 'Kept' });
    const listeners = new Set<(change: ChatStoreChange) => void>();
    let holdNext = false;
    let releaseHeld!: (messages: MessageMap) => void;
    const store: ChatStore = {
      ...real,
      loadMessages: (id) => (holdNext ? ((holdNext = false), new Promise<MessageMap>((resolve) => (releaseHeld = resolve))) : real.loadMessages(id)),
      subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    };
    const { result } = renderHook(() => useChatSession({ adapter: unusedAdapter, store, conversationId: conversation.id, onFirstMessage: () => {}, onPersisted: () => {} }));

    // The first change's read is slow and will answer with the conversation from before it…
    holdNext = true;
    act(() => listeners.forEach((listener) => listener({ conversations: [conversation.id] })));
    // …the second change lands, and its read answers at once.
    await real.applyChanges({ type: 'messages.changed', conversationId: conversation.id, upserted: [message(conversation.id, 'm1', 'from the phone')], deleted: [], leafId: 'm1' });
    act(() => listeners.forEach((listener) => listener({ conversations: [conversation.id] })));
    await waitFor(() => expect(Object.values(result.current.messages).map((m) => m.content)).toEqual(['from the phone']));
    await act(async () => releaseHeld({}));

    expect(Object.values(result.current.messages).map((m) => m.content)).toEqual(['from the phone']);
    real.close();
  });
});
