import 'fake-indexeddb/auto';
import { testConfig, renderWithProvider } from '@atelier/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOpenAiChatAdapter } from '../api/createOpenAiChatAdapter';
import { ChatPanel } from '../components/ChatPanel/ChatPanel';
import { ChatModelSettingsSection } from '../settings/sections/ChatModelSettingsSection';
import { createChatStore } from '../store/createChatStore';
import { createFakeOpenAi } from '../testing/createFakeOpenAi';
import { createPrefsFixture } from '../testing/createPrefsFixture';
import type { ChatServices } from './createChatServices';
import { useChatServices } from './useChatServices';
import { giveElementsASize } from '../../../../tooling/testing/giveElementsASize';

giveElementsASize();
afterEach(() => vi.restoreAllMocks());

const fake = createFakeOpenAi();
const adapter = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null, accessPassword: null }), fetch: fake.fetch });

const probe: { current: ChatServices | null } = { current: null };
function Probe() {
  const chat = useChatServices();
  useEffect(() => {
    probe.current = chat;
  });
  return null;
}

let n = 0;
const input = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });

describe('chat prefs go through the provider storage', { timeout: 30_000 }, () => {
  it('with storage.backend null, using the panel and its settings never touches window.localStorage', async () => {
    const touched: string[] = [];
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      const original = Storage.prototype[method];
      vi.spyOn(Storage.prototype, method).mockImplementation(function (this: Storage, ...args: [string, string]) {
        touched.push(`${method} ${args[0]}`);
        return (original as (...a: [string, string]) => string | null | undefined).apply(this, args);
      });
    }
    const user = userEvent.setup();
    renderWithProvider(
      <>
        <Probe />
        <ChatModelSettingsSection />
        <ChatPanel adapter={adapter} store={createChatStore({ name: `services-${++n}` })} />
      </>,
      { config: { ...testConfig, storage: { backend: null } } },
    );
    await waitFor(() => expect(input().disabled).toBe(false));
    fake.reply({ kind: 'stream', text: 'Kept in memory' });
    await user.type(input(), 'hello{Enter}');
    expect(await within(await screen.findByRole('log')).findByText('Kept in memory')).toBeTruthy();
    const panelModel = screen.getAllByRole<HTMLSelectElement>('combobox', { name: 'Model' }).at(-1)!;
    await user.selectOptions(panelModel, 'gpt-4.1');
    probe.current!.prefs.prompts.set([{ title: 'Poet', content: 'Rhyme.' }]);
    probe.current!.prefs.recentGpts.set([{ id: 'g-chef01', name: 'Chef', description: '' }]);
    probe.current!.prefs.server.set({ ...probe.current!.prefs.server.get(), timeoutSec: 30 });

    // The values apply (in memory) …
    await waitFor(() => expect(probe.current!.prefs.ui.get().lastConversationId).not.toBeNull());
    expect(probe.current!.prefs.settings.get().model).toBe('gpt-4.1');
    expect(probe.current!.storage.get('atelier-chat:prompts')).toEqual([{ title: 'Poet', content: 'Rhyme.' }]);
    // … and the browser's storage saw nothing of it.
    expect(touched).toEqual([]);
    expect(window.localStorage.length).toBe(0);
  });

  it('reads the values older versions saved as plain JSON under the same keys, and writes them back never expiring', async () => {
    const fixture = createPrefsFixture();
    fixture.entries.set('atelier-chat:settings', JSON.stringify({ model: 'gpt-4.1', temperature: 0.3 }));
    fixture.entries.set('atelier-chat:prompts', JSON.stringify([{ title: 'Poet', content: 'Rhyme.' }]));
    fixture.entries.set('atelier-chat:recent-gpts', JSON.stringify([{ id: 'g-chef01', name: 'Chef' }]));
    const user = userEvent.setup();
    renderWithProvider(
      <>
        <Probe />
        <ChatPanel adapter={adapter} store={createChatStore({ name: `services-${++n}` })} />
      </>,
      { config: fixture.config },
    );
    await waitFor(() => expect(input().disabled).toBe(false));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Model' }).value).toBe('gpt-4.1');
    expect(probe.current!.prefs.prompts.get()).toEqual([{ title: 'Poet', content: 'Rhyme.' }]);
    expect(probe.current!.prefs.recentGpts.get().map((g) => g.id)).toEqual(['g-chef01']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'gpt-4o');
    expect(JSON.parse(fixture.entries.get('atelier-chat:settings') ?? '{}')).toMatchObject({ data: { model: 'gpt-4o', temperature: 0.3 }, expire: null });
  });

  it('gives every widget under one provider the same prefs', () => {
    const seenBy: ChatServices[] = [];
    function Twice() {
      const chat = useChatServices();
      useEffect(() => void seenBy.push(chat));
      return null;
    }
    renderWithProvider(
      <>
        <Twice />
        <Twice />
      </>,
    );
    expect(seenBy[0]).toBe(seenBy[1]);
    expect(seenBy[0]!.prefs.settings).toBe(seenBy.at(-1)!.prefs.settings);
  });
});
