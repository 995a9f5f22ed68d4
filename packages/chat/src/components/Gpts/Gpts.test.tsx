import 'fake-indexeddb/auto';
import { renderWithProvider } from '@atelier/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createOpenAiChatAdapter } from '../../api/createOpenAiChatAdapter';
import type { Gpt, GptsDirectory } from '../../gpts/types';
import { createChatStore } from '../../store/createChatStore';
import { createFakeOpenAi } from '../../testing/createFakeOpenAi';
import { createPrefsFixture } from '../../testing/createPrefsFixture';
import { ChatPanel } from '../ChatPanel/ChatPanel';
import { giveElementsASize } from '../../../../../tooling/testing/giveElementsASize';

giveElementsASize();
let fixture = createPrefsFixture();
beforeEach(() => {
  fixture = createPrefsFixture();
});

const catalogue: Gpt[] = [
  { id: 'g-chef01', name: 'Recipe Remixer', description: 'Turns leftovers into dinner.', author: 'Kitchen Lab' },
  { id: 'g-sql42', name: 'SQL Tutor', description: 'Explains SQL step by step.' },
];

let n = 0;
function setup(directory: GptsDirectory) {
  const fake = createFakeOpenAi();
  const adapter = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: fake.fetch });
  const user = userEvent.setup();
  renderWithProvider(<ChatPanel adapter={adapter} store={createChatStore({ name: `gpts-${++n}` })} gpts={{ directory }} />, { config: fixture.config });
  return { fake, user };
}

const input = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
const modelSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Model' });
const ready = () => waitFor(() => expect(input().disabled).toBe(false));

describe('GPTs', { timeout: 20_000 }, () => {
  it('searches the directory and picking a GPT makes it the conversation model, which is then sent', async () => {
    const search = vi.fn<GptsDirectory['search']>(async (q) => catalogue.filter((g) => g.name.toLowerCase().includes(q.toLowerCase())));
    const { user, fake } = setup({ search });
    await ready();
    await user.click(screen.getByRole('button', { name: 'GPTs' }));
    const dialog = await screen.findByRole('dialog', { name: 'GPTs' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search GPTs' }), 'recipe');
    const choice = await within(dialog).findByRole('button', { name: 'Recipe Remixer' });
    expect(within(dialog).queryByRole('button', { name: 'SQL Tutor' })).toBeNull();
    expect(search).toHaveBeenLastCalledWith('recipe', expect.any(AbortSignal));
    await user.click(choice);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(modelSelect().value).toBe('gpt-4-gizmo-g-chef01'));
    expect(fixture.prefs().recentGpts.get().map((g) => g.id)).toEqual(['g-chef01']);
    fake.reply({ kind: 'stream', text: 'Dinner ideas' });
    await user.type(input(), 'What can I cook?{Enter}');
    await screen.findByText('Dinner ideas');
    expect((fake.requests[0]?.body as { model?: string }).model).toBe('gpt-4-gizmo-g-chef01');
  });

  it('says when the directory cannot be reached and retries', async () => {
    const search = vi.fn<GptsDirectory['search']>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(catalogue);
    const { user } = setup({ search });
    await ready();
    await user.click(screen.getByRole('button', { name: 'GPTs' }));
    const dialog = await screen.findByRole('dialog', { name: 'GPTs' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The GPTs directory could not be reached');
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('button', { name: 'SQL Tutor' })).toBeTruthy();
  });

  it('"@" offers the recently used GPTs; picking one switches the model and removes "@query"', async () => {
    fixture.prefs().recentGpts.set([catalogue[1]!, catalogue[0]!]);
    const { user } = setup({ search: async () => [] });
    await ready();
    const before = modelSelect().value;
    expect(before).not.toMatch(/gizmo/);
    await user.type(input(), 'Hello @');
    const list = screen.getByRole('listbox', { name: 'Recent GPTs' });
    expect(within(list).getAllByRole('option').map((o) => o.firstChild?.textContent)).toEqual(['SQL Tutor', 'Recipe Remixer']);
    await user.type(input(), 'rec');
    await user.keyboard('{Enter}');
    expect(input().value).toBe('Hello ');
    await waitFor(() => expect(modelSelect().value).toBe('gpt-4-gizmo-g-chef01'));
    expect(fixture.prefs().recentGpts.get()[0]?.id).toBe('g-chef01');
  });
});
