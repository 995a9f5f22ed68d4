import type { ChatMessage, MessageMap } from './types';

const EMPTY: readonly ChatMessage[] = [];
const indexes = new WeakMap<MessageMap, Map<string | null, ChatMessage[]>>();

// Maps are replaced, never mutated, so one index per map object stays valid.
function childIndex(messages: MessageMap) {
  let index = indexes.get(messages);
  if (index) return index;
  index = new Map();
  for (const m of Object.values(messages)) {
    const list = index.get(m.parentId);
    if (list) list.push(m);
    else index.set(m.parentId, [m]);
  }
  for (const list of index.values()) list.sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  indexes.set(messages, index);
  return index;
}

/** Children of `parentId` (null = roots), oldest first. */
export function childrenOf(messages: MessageMap, parentId: string | null): readonly ChatMessage[] {
  return childIndex(messages).get(parentId) ?? EMPTY;
}

/** Messages from the root to `leafId`, following parent links. */
export function pathTo(messages: MessageMap, leafId: string | null): ChatMessage[] {
  const path: ChatMessage[] = [];
  const seen = new Set<string>();
  let current = leafId === null ? undefined : messages[leafId];
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.push(current);
    current = current.parentId === null ? undefined : messages[current.parentId];
  }
  return path.reverse();
}

/** The newest leaf below `id`, always following the newest child. */
export function latestLeafFrom(messages: MessageMap, id: string): string {
  let leaf = id;
  for (;;) {
    const next = childrenOf(messages, leaf).at(-1);
    if (!next) return leaf;
    leaf = next.id;
  }
}

/** The newest leaf of the whole tree (where a reopened conversation continues). */
export function latestLeaf(messages: MessageMap): string | null {
  const newestRoot = childrenOf(messages, null).at(-1);
  return newestRoot ? latestLeafFrom(messages, newestRoot.id) : null;
}

export interface SiblingInfo {
  index: number;
  count: number;
  previousId: string | null;
  nextId: string | null;
}

/** Data for the `‹ 1/2 ›` picker of a message. */
export function siblingInfo(messages: MessageMap, message: Pick<ChatMessage, 'id' | 'parentId'>): SiblingInfo {
  const siblings = childrenOf(messages, message.parentId);
  const index = siblings.findIndex((m) => m.id === message.id);
  return {
    index: Math.max(0, index),
    count: Math.max(1, siblings.length),
    previousId: index > 0 ? (siblings[index - 1]?.id ?? null) : null,
    nextId: index >= 0 ? (siblings[index + 1]?.id ?? null) : null,
  };
}

/** Removes one message; its children move up to its parent so the rest of the branch stays. */
export function removeMessage(messages: MessageMap, id: string): Record<string, ChatMessage> {
  const target = messages[id];
  const next: Record<string, ChatMessage> = {};
  for (const m of Object.values(messages)) {
    if (m.id === id) continue;
    next[m.id] = target && m.parentId === id ? { ...m, parentId: target.parentId } : m;
  }
  return next;
}
