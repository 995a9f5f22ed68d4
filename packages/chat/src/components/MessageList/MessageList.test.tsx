import { renderWithProvider } from '@atelier/core/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageList } from './MessageList';
import type { MessageRow } from '../../model/messageRow';
import { giveElementsASize } from '../../../../../tooling/testing/giveElementsASize';

// Counts renders per markdown text: the real renderer is lazy and heavy, its cost is what we avoid.
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('../Markdown/Markdown', async () => {
  const { memo } = await import('react');
  return {
    Markdown: memo(function Markdown({ text }: { text: string }) {
      renders.set(text, (renders.get(text) ?? 0) + 1);
      return <div>{text}</div>;
    }),
  };
});

giveElementsASize();

const SINGLE = { index: 0, count: 1, previousId: null, nextId: null };
const row = (id: string, role: MessageRow['role'], content: string, status: MessageRow['status'] = 'done'): MessageRow => ({ id, role, content, reasoning: '', status, error: null, siblings: SINGLE, model: null });

describe('MessageList', { timeout: 20_000 }, () => {
  it('re-renders only the last block of the streaming reply; finished messages never', () => {
    const rows = [row('u1', 'user', 'question'), row('a1', 'assistant', 'An earlier **answer**'), row('u2', 'user', 'more')];
    const props = { rows, busy: true, onAction: () => undefined };
    const { rerender } = renderWithProvider(<MessageList {...props} streamingRow={row('s', 'assistant', 'First block.\n\nSec', 'streaming')} />);
    for (const tail of ['Second', 'Second block', 'Second block.\n\nThi']) {
      rerender(<MessageList {...props} streamingRow={row('s', 'assistant', `First block.\n\n${tail}`, 'streaming')} />);
    }
    expect(renders.get('An earlier **answer**')).toBe(1);
    expect(renders.get('First block.')).toBe(1);
    expect(renders.get('Second block.')).toBe(1);
    expect(renders.get('Thi')).toBe(1);
    expect(screen.getByRole('log', { name: 'Messages' }).textContent).toContain('Second block.');
  });

  it('mounts only the rows near the viewport of a long history', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => row(`m${i}`, i % 2 ? 'assistant' : 'user', `message ${i}`));
    renderWithProvider(<MessageList rows={rows} streamingRow={null} busy={false} onAction={() => undefined} />);
    const mounted = screen.getAllByRole('article').length;
    expect(mounted).toBeGreaterThan(0);
    expect(mounted).toBeLessThan(40);
  });
});
