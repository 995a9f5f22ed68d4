import { describe, expect, it } from 'vitest';
import { childrenOf, latestLeaf, latestLeafFrom, pathTo, removeMessage, siblingInfo } from './messageTree';
import type { ChatMessage, MessageMap } from './types';

const msg = (id: string, parentId: string | null, createdAt: number, role: ChatMessage['role'] = 'user'): ChatMessage => ({
  id,
  parentId,
  createdAt,
  role,
  conversationId: 'c',
  content: id,
  status: 'done',
});

// u1 → a1 → u2 → a2 ; u2' (edit of u2) → a2'
const tree: MessageMap = Object.fromEntries(
  [msg('u1', null, 1), msg('a1', 'u1', 2, 'assistant'), msg('u2', 'a1', 3), msg('a2', 'u2', 4, 'assistant'), msg('u2b', 'a1', 5), msg('a2b', 'u2b', 6, 'assistant')].map((m) => [m.id, m]),
);

describe('messageTree', () => {
  it('follows the newest branch by default', () => {
    expect(latestLeaf(tree)).toBe('a2b');
    expect(pathTo(tree, 'a2b').map((m) => m.id)).toEqual(['u1', 'a1', 'u2b', 'a2b']);
  });

  it('describes siblings for the ‹ 1/2 › picker', () => {
    expect(siblingInfo(tree, tree.u2!)).toEqual({ index: 0, count: 2, previousId: null, nextId: 'u2b' });
    expect(siblingInfo(tree, tree.u2b!)).toEqual({ index: 1, count: 2, previousId: 'u2', nextId: null });
    expect(latestLeafFrom(tree, 'u2')).toBe('a2');
  });

  it('removes one message and re-attaches its children to its parent', () => {
    const next = removeMessage(tree, 'a1');
    expect(next.a1).toBeUndefined();
    expect(childrenOf(next, 'u1').map((m) => m.id)).toEqual(['u2', 'u2b']);
  });

  it('survives a parent cycle in corrupt data', () => {
    const cyclic: MessageMap = { x: msg('x', 'y', 1), y: msg('y', 'x', 2) };
    expect(pathTo(cyclic, 'x').map((m) => m.id)).toEqual(['y', 'x']);
  });
});
