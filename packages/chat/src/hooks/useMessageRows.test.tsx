import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pathTo } from '../model/messageTree';
import type { ChatMessage, MessageMap } from '../model/types';
import { useMessageRows } from './useMessageRows';

const message = (id: string, parentId: string | null, content: string, createdAt: number): ChatMessage => ({
  id,
  conversationId: 'c',
  parentId,
  role: parentId === null || Number(id.slice(1)) % 2 === 0 ? 'user' : 'assistant',
  content,
  status: 'done',
  createdAt,
});

function conversation(count: number): MessageMap {
  const map: Record<string, ChatMessage> = {};
  for (let i = 0; i < count; i += 1) map[`m${i}`] = message(`m${i}`, i === 0 ? null : `m${i - 1}`, `text ${i}`, i);
  return map;
}

describe('useMessageRows', () => {
  it('keeps the rows of unchanged messages when the message map is replaced (a reply ends)', () => {
    const first = conversation(6);
    const { result, rerender } = renderHook(({ messages, leaf }) => useMessageRows(messages, pathTo(messages, leaf), null), {
      initialProps: { messages: first, leaf: 'm5' },
    });
    const before = result.current.rows;
    const next: MessageMap = { ...first, m6: message('m6', 'm5', 'the new reply', 6) };
    rerender({ messages: next, leaf: 'm6' });
    const after = result.current.rows;
    expect(after).toHaveLength(7);
    for (let i = 0; i < 6; i += 1) expect(after[i]).toBe(before[i]);
    expect(after[6]?.content).toBe('the new reply');
  });

  it('rebuilds a row whose versions changed, so its ‹ 1/2 › picker shows the new count', () => {
    const first = conversation(4);
    const { result, rerender } = renderHook(({ messages, leaf }) => useMessageRows(messages, pathTo(messages, leaf), null), {
      initialProps: { messages: first, leaf: 'm3' },
    });
    const before = result.current.rows;
    const next: MessageMap = { ...first, m3b: message('m3b', 'm2', 'another version', 10) };
    rerender({ messages: next, leaf: 'm3' });
    expect(result.current.rows[2]).toBe(before[2]);
    expect(result.current.rows[3]).not.toBe(before[3]);
    expect(result.current.rows[3]?.siblings).toMatchObject({ index: 0, count: 2, nextId: 'm3b' });
  });
});
