import 'fake-indexeddb/auto';
import { AppProvider, provideService } from '@atelier/core';
import { testConfig } from '@atelier/core/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { giveElementsASize } from '../../../../../tooling/testing/giveElementsASize';
import { createOpenAiChatAdapter } from '../../api/createOpenAiChatAdapter';
import type { ChatMessage } from '../../model/types';
import { chatStoreService } from '../../services/chatStoreService';
import { createChatStore } from '../../store/createChatStore';
import { createFakeOpenAi } from '../../testing/createFakeOpenAi';
import { ChatPanel } from './ChatPanel';

// Issue 19: a conversation changed in another tab (or, through sync, on another device) shows up
// in the open panel without a reload, and never under a reply that is still streaming in.

giveElementsASize();

const fake = createFakeOpenAi();
let held: Promise<void> | null = null;
const adapter = createOpenAiChatAdapter({
  getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }),
  fetch: async (input, init) => {
    await held;
    return fake.fetch(input, init);
  },
});

let n = 0;
const fromThePhone = (conversationId: string, id: string, content: string): ChatMessage => ({
  id,
  conversationId,
  parentId: null,
  role: 'user',
  content,
  status: 'done',
  createdAt: Date.now(),
});

function open(name: string) {
  const store = createChatStore({ name });
  render(
    <AppProvider config={testConfig} services={[provideService(chatStoreService, () => store)]} locale="en-US" colorScheme="light">
      <ChatPanel adapter={adapter} />
    </AppProvider>,
  );
  return store;
}

describe('ChatPanel and changes made elsewhere', { timeout: 30_000 }, () => {
  it('shows a message and a title another tab wrote into the open conversation', async () => {
    const name = `elsewhere-${++n}`;
    const otherTab = createChatStore({ name });
    const seed = await otherTab.createConversation({ title: 'Packing list' });
    open(name);
    expect(await screen.findByRole('button', { name: 'Packing list' })).toBeTruthy();

    await otherTab.applyChanges({ type: 'messages.changed', conversationId: seed.id, upserted: [fromThePhone(seed.id, 'p1', 'Bring the charger')], deleted: [], leafId: 'p1' });
    await otherTab.updateConversation(seed.id, { title: 'Packing list (shared)', titleEdited: true });

    expect(await screen.findByText('Bring the charger')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Packing list (shared)' })).toBeTruthy();
    otherTab.close();
  });

  it('keeps a streaming reply on screen and takes the other change in once it is saved', async () => {
    const name = `elsewhere-${++n}`;
    const otherTab = createChatStore({ name });
    const seed = await otherTab.createConversation({ title: 'Trip' });
    open(name);
    expect(await screen.findByRole('button', { name: 'Trip' })).toBeTruthy();
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await waitFor(() => expect(input.disabled).toBe(false));

    let release!: () => void;
    held = new Promise<void>((resolve) => (release = resolve));
    fake.reply({ kind: 'stream', text: 'Take the night train' });
    await userEvent.setup().type(input, 'How do I get there?{Enter}');
    expect(await screen.findByText('How do I get there?')).toBeTruthy();

    // Written elsewhere while the reply is on its way: a second first message, and a new title.
    await otherTab.applyChanges({ type: 'messages.changed', conversationId: seed.id, upserted: [fromThePhone(seed.id, 'p1', 'Asked on the phone')], deleted: [], leafId: 'p1' });
    await otherTab.updateConversation(seed.id, { title: 'Trip (phone)', titleEdited: true });
    expect(await screen.findByRole('button', { name: 'Trip (phone)' })).toBeTruthy();
    expect(screen.getByText('How do I get there?')).toBeTruthy();
    expect(screen.queryByText('1 / 2')).toBeNull();
    expect(screen.queryByText('2 / 2')).toBeNull();

    release();
    held = null;
    expect(await screen.findByText('Take the night train')).toBeTruthy();
    // Reloaded after the reply was saved: the user's question now has the phone's as another version.
    expect(await screen.findByText(/[12] \/ 2/)).toBeTruthy();
    expect(screen.getByText('How do I get there?')).toBeTruthy();
    expect(screen.getByText('Take the night train')).toBeTruthy();
    otherTab.close();
  });
});
