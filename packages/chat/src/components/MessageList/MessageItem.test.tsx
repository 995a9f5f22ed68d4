import { renderWithProvider } from '@atelier/core/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageItem } from './MessageItem';
import type { MessageAction, MessageRow } from '../../model/messageRow';

const row = (patch: Partial<MessageRow> = {}): MessageRow => ({
  id: 'm1',
  role: 'assistant',
  content: 'Some **bold** words',
  reasoning: '',
  status: 'done',
  error: null,
  siblings: { index: 0, count: 1, previousId: null, nextId: null },
  model: 'gpt-4o',
  ...patch,
});

function setup(r: MessageRow, busy = false) {
  const actions: MessageAction[] = [];
  const user = userEvent.setup();
  renderWithProvider(<MessageItem row={r} busy={busy} onAction={(a) => actions.push(a)} />);
  return { actions, user };
}

describe('MessageItem', { timeout: 20_000 }, () => {
  it('toggles the raw text of a reply', async () => {
    const { user } = setup(row());
    expect((await screen.findByText('bold')).tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: 'Show raw text' }));
    expect(screen.getByText('Some **bold** words')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show formatted' }));
    expect(screen.queryByText('Some **bold** words')).toBeNull();
  });

  it('edits a user message into a new version and walks the ‹ 2/3 › versions', async () => {
    const { user, actions } = setup(row({ role: 'user', content: 'old text', siblings: { index: 1, count: 3, previousId: 'a', nextId: 'c' } }));
    expect(screen.getByText('2 / 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous version' }));
    await user.click(screen.getByRole('button', { name: 'Next version' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: 'Edit message' });
    fireEvent.change(editor, { target: { value: 'new text' } });
    await user.click(screen.getByRole('button', { name: 'Save & send' }));
    expect(actions).toEqual([
      { type: 'select', id: 'a' },
      { type: 'select', id: 'c' },
      { type: 'edit', id: 'm1', text: 'new text' },
    ]);
  });

  it('copies a message and says when the clipboard refuses', async () => {
    const { user } = setup(row());
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('Some **bold** words');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    await user.click(screen.getByRole('button', { name: 'Copied' }));
    expect(await screen.findByRole('button', { name: 'Copy Failed' })).toBeTruthy();
  });

  it('asks before deleting, and offers no actions while its reply streams', async () => {
    const { user, actions } = setup(row());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete this message?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(actions).toEqual([{ type: 'delete', id: 'm1' }]);
  });

  it('shows reasoning as a collapsible thinking block', () => {
    setup(row({ status: 'streaming', content: '', reasoning: 'Let me think' }));
    const summary = screen.getByText('Thinking…');
    expect(summary.closest('details')?.open).toBe(true);
    expect(screen.queryByRole('button', { name: 'Regenerate' })).toBeNull();
  });

  it('keeps a failed reply with its error and a Retry', async () => {
    const { user, actions } = setup(row({ status: 'error', content: 'half a rep', error: { code: 'NETWORK_ERROR', message: 'network error' } }));
    expect(screen.getByText('half a rep')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The connection was lost. What arrived is kept.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(actions).toEqual([{ type: 'regenerate', id: 'm1' }]);
  });
});
