import { type ChangeNotices, createChangeNotices } from '@atelier/core';

/** What changed outside this store object: these conversations, or (`null`) any of them. */
export interface ChatStoreChange {
  conversations: string[] | null;
}

export type StoreChanges = ChangeNotices<ChatStoreChange>;

const isChange = (value: unknown): value is ChatStoreChange => {
  if (typeof value !== 'object' || value === null) return false;
  const conversations = (value as { conversations?: unknown }).conversations;
  return conversations === null || (Array.isArray(conversations) && conversations.every((id) => typeof id === 'string'));
};

/** Change notices between the tabs that share one chat database. */
export const createStoreChanges = (name: string): StoreChanges => createChangeNotices(`atelier-chat-store:${name}`, isChange);
