import { defineService } from '@atelier/core';
import { type ChatStore, createChatStore } from '../store/createChatStore';

/**
 * Where chat keeps conversations: IndexedDB `<storage.prefix>atelier-chat` unless the host provides
 * another (`provideService(chatStoreService, …)` on `AppProvider services`), e.g. one synced with an
 * account. Every ChatPanel under a provider shares it.
 */
export const chatStoreService = defineService<ChatStore>('chat.store', (core) =>
  createChatStore({ name: `${core.config.storage.prefix}atelier-chat` }),
);
