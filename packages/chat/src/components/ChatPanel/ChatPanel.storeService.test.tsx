import 'fake-indexeddb/auto';
import { AppProvider, provideService } from '@atelier/core';
import { testConfig } from '@atelier/core/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createOpenAiChatAdapter } from '../../api/createOpenAiChatAdapter';
import { chatStoreService } from '../../services/chatStoreService';
import { type ChatStore, createChatStore } from '../../store/createChatStore';
import { createFakeOpenAi } from '../../testing/createFakeOpenAi';
import { ChatPanel } from './ChatPanel';
import { giveElementsASize } from '../../../../../tooling/testing/giveElementsASize';

giveElementsASize();

const fake = createFakeOpenAi();
const adapter = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: fake.fetch });

describe('a store the host provides (issue 19: storage seams)', { timeout: 30_000 }, () => {
  it('is where ChatPanel reads and writes; the default IndexedDB database stays untouched', async () => {
    const hostStore: ChatStore = createChatStore({ name: 'host-account-store' });
    const seed = await hostStore.createConversation({ title: 'Planned on the phone' });
    const services = [provideService(chatStoreService, () => hostStore)];
    const user = userEvent.setup();
    render(
      <AppProvider config={testConfig} services={services} locale="en-US" colorScheme="light">
        <ChatPanel adapter={adapter} />
      </AppProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Planned on the phone' })).toBeTruthy();
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await waitFor(() => expect(input.disabled).toBe(false));
    fake.reply({ kind: 'stream', text: 'Noted' });
    await user.type(input, 'Pack an umbrella{Enter}');
    expect(await screen.findByText('Noted')).toBeTruthy();

    await waitFor(async () => {
      const messages = Object.values(await hostStore.loadMessages(seed.id));
      expect(messages.map((m) => m.content).sort()).toEqual(['Noted', 'Pack an umbrella']);
    });
    expect(await createChatStore({ name: 'atelier-chat' }).listConversations()).toEqual([]);
  });
});
