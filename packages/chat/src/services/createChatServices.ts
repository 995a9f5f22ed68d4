import type { AppServices } from '@atelier/core';
import type { ChatPrefs } from '../prefs/chatPrefs';
import type { ChatStore } from '../store/createChatStore';
import type { TokenWorkerFactory } from '../contextWindow/createTokenWorker';
import { chatPrefsService } from './chatPrefsService';
import { chatStoreService } from './chatStoreService';
import { tokenWorkerService } from './tokenWorkerService';

/** What chat's widgets use, built once per provider from core's services. */
export interface ChatServices {
  config: AppServices['config'];
  /** Core's stores: `auth` (the access password), `user` (library tokens), `settings` (sider). */
  stores: AppServices['stores'];
  /** The provider's storage; every chat pref goes through it (`storage.backend: null` = memory). */
  storage: AppServices['storage'];
  /** Chat's own settings, prompt list and recent GPTs (`chatPrefsService`), shared live by every widget under the provider. */
  prefs: ChatPrefs;
  /** Conversations and messages (`chatStoreService`: IndexedDB unless the host provides another). */
  store: ChatStore;
  /** `/api/session`: auth, models, GPT-4 switch, upstream state. */
  session: AppServices['session'];
  /** The library API client (`/api/verify`, token renewal for uploads). */
  http: AppServices['libraryApi'];
  /** Core's AI gateway client: endpoint choice, the access-password origin rule, one error reading. */
  gateway: AppServices['gateway'];
  /** Starts the composer meter's exact token counter (`tokenWorkerService`), or null: estimates only. */
  tokenWorker: TokenWorkerFactory | null;
}

/** Builds chat's services on top of core's; `useChatServices()` gives the provider's one. */
export function createChatServices(core: AppServices): ChatServices {
  return {
    config: core.config,
    stores: core.stores,
    storage: core.storage,
    prefs: core.get(chatPrefsService),
    store: core.get(chatStoreService),
    session: core.session,
    http: core.libraryApi,
    gateway: core.gateway,
    tokenWorker: core.get(tokenWorkerService),
  };
}
