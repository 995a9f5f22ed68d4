import { defineService } from '@atelier/core';
import { type ChatPrefs, createChatPrefs } from '../prefs/chatPrefs';

/**
 * Where chat keeps its settings, prompt list and recent GPTs: the provider's storage unless the
 * host provides others (`provideService(chatPrefsService, …)`), e.g. ones that follow an account.
 * Every widget under a provider shares them live.
 */
export const chatPrefsService = defineService<ChatPrefs>('chat.prefs', (core) => createChatPrefs(core.storage, core.config.storage.prefix));
