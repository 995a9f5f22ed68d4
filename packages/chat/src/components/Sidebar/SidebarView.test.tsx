import { renderWithProvider } from '@atelier/core/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../store/types';
import { SidebarView } from './SidebarView';

const conversation = (id: string, title: string): Conversation => ({ id, title, titleEdited: false, createdAt: 1, updatedAt: 1, leafId: null, settings: {} });

function Harness({ calls }: { calls: string[] }) {
  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useState(true);
  return (
    <SidebarView
      conversations={[conversation('a', 'Recipes'), conversation('b', 'Physics')]}
      activeId="a"
      query={query}
      hits={query ? [{ conversationId: 'b', title: 'Physics', snippet: '…the quantum eraser…', messageId: 'm' }] : []}
      collapsed={collapsed}
      onExpand={() => setCollapsed(false)}
      onQueryChange={setQuery}
      onSelect={(id) => calls.push(`select:${id}`)}
      onNew={() => calls.push('new')}
      onRename={(id, title) => calls.push(`rename:${id}:${title}`)}
      onDelete={(id) => calls.push(`delete:${id}`)}
      onClearAll={() => calls.push('clearAll')}
      onExport={() => calls.push('export')}
      onImport={(file) => calls.push(`import:${file.name}`)}
      notice="Import failed: the file is not valid JSON."
    />
  );
}

describe('SidebarView', { timeout: 20_000 }, () => {
  it('Ctrl+K opens the collapsed list and focuses search over titles and bodies', async () => {
    const calls: string[] = [];
    const user = userEvent.setup();
    renderWithProvider(<Harness calls={calls} />);
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).toBeNull();
    await user.keyboard('{Control>}k{/Control}');
    const search = await screen.findByRole('searchbox', { name: 'Search chats' });
    await expect.poll(() => document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'quantum' } });
    await user.click(screen.getByRole('button', { name: /Physics/ }));
    expect(screen.getByText('…the quantum eraser…')).toBeTruthy();
    expect(calls).toEqual(['select:b']);
  });

  it('renames, and deletes or clears everything only after confirming', async () => {
    const calls: string[] = [];
    const user = userEvent.setup();
    renderWithProvider(<Harness calls={calls} />);
    await user.keyboard('{Control>}k{/Control}');
    await user.click(await screen.findByRole('button', { name: 'Rename: Recipes' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Chat title' }), { target: { value: 'Cooking' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Delete: Physics' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete “Physics”? This cannot be undone.' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete: Physics' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Clear all history' }));
    await user.click(screen.getAllByRole('button', { name: 'Clear all history' })[0]!);
    expect(calls).toEqual(['rename:a:Cooking', 'delete:b', 'clearAll']);
    expect(screen.getByRole('status').textContent).toBe('Import failed: the file is not valid JSON.');
  });

  it('an empty list says so and offers a new chat', async () => {
    const calls: string[] = [];
    const noop = () => undefined;
    renderWithProvider(
      <SidebarView conversations={[]} activeId={null} query="" hits={[]} collapsed={false} onExpand={noop} onQueryChange={noop} onSelect={noop}
        onNew={() => calls.push('new')} onRename={noop} onDelete={noop} onClearAll={noop} onExport={noop} onImport={noop} notice={null} />,
    );
    const empty = screen.getByRole('heading', { name: 'No chats yet.' }).parentElement as HTMLElement;
    await userEvent.click(within(empty).getByRole('button', { name: 'New chat' }));
    expect(calls).toEqual(['new']);
  });
});
