import { type AppServices, useServices } from '@atelier/core';
import { type ChatServices, createChatServices } from './createChatServices';

// One set per core services object: prefs must be shared live by every widget of a provider.
const made = new WeakMap<AppServices, ChatServices>();

/** Chat's services for the nearest `AppProvider`, made on first use. */
export function useChatServices(): ChatServices {
  const core = useServices();
  let chat = made.get(core);
  if (!chat) made.set(core, (chat = createChatServices(core)));
  return chat;
}
