import 'fake-indexeddb/auto';
import { renderWithProvider } from '@atelier/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiChatAdapter } from '../../api/createOpenAiChatAdapter';
import { createChatStore } from '../../store/createChatStore';
import { createFakeOpenAi } from '../../testing/createFakeOpenAi';
import { ChatPanel } from './ChatPanel';

// jsdom has no layout: every element here measures as a 360 px phone panel, so the panel takes its phone layout.
const realRect = HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  HTMLElement.prototype.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 360, height: 600 });
});
afterAll(() => {
  HTMLElement.prototype.getBoundingClientRect = realRect;
});

let n = 0;
async function setup() {
  const fake = createFakeOpenAi();
  const adapter = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: fake.fetch });
  const store = createChatStore({ name: `phone-${++n}` });
  const first = await store.createConversation();
  await store.updateConversation(first.id, { title: 'Trip to Lyon' });
  await store.createConversation();
  const user = userEvent.setup();
  renderWithProvider(<ChatPanel adapter={adapter} store={store} />);
  const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
  await waitFor(() => expect(input.disabled).toBe(false));
  return { user, input };
}

const list = () => document.querySelector<HTMLElement>('nav[data-part="sidebar"]')!;
const shown = (element: HTMLElement) => !element.closest('[hidden]');

describe('ChatPanel on a phone-wide panel', { timeout: 20_000 }, () => {
  it('keeps the conversation list closed at first, even though the remembered setting shows it, so the chat has the screen', async () => {
    const { input } = await setup();
    expect(shown(list())).toBe(false);
    expect(shown(input)).toBe(true);
    expect(input.closest('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show conversations' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the list as a drawer over an inert chat, with the focus inside; Escape closes it and gives the focus back', async () => {
    const { user, input } = await setup();
    const toggle = screen.getByRole('button', { name: 'Show conversations' });
    await user.click(toggle);
    expect(shown(list())).toBe(true);
    expect(list().dataset.mode).toBe('drawer');
    // The first 'New chat' is the action; the untitled conversation in the list has the same name.
    expect(document.activeElement).toBe(within(list()).getAllByRole('button', { name: 'New chat' })[0]);
    expect(input.closest('[inert]')).not.toBeNull();

    await user.keyboard('{Escape}');
    expect(shown(list())).toBe(false);
    expect(input.closest('[inert]')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show conversations' }));
  });

  it('keeps Tab inside the open drawer and leaves the page scrolling; Escape in the rename box cancels only the rename', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Show conversations' }));
    expect(document.body.style.overflow).toBe('');
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(list().contains(document.activeElement)).toBe(true);
    }
    await user.click(within(list()).getByRole('button', { name: 'Rename: Trip to Lyon' }));
    await user.keyboard('{Escape}');
    expect(within(list()).queryByRole('textbox', { name: 'Chat title' })).toBeNull();
    expect(shown(list())).toBe(true);
    await user.keyboard('{Escape}');
    expect(shown(list())).toBe(false);
  });

  it('closes the drawer when a conversation is picked and opens that conversation', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Show conversations' }));
    await user.click(within(list()).getByRole('button', { name: 'Trip to Lyon' }));
    expect(shown(list())).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Show conversations' }));
    expect(within(list()).getByRole('button', { name: 'Trip to Lyon' }).getAttribute('aria-current')).toBe('true');
    await user.click(within(list()).getByRole('button', { name: 'Hide conversations' }));
    expect(shown(list())).toBe(false);
  });

  it('keeps every header action reachable by its name while only its icon shows', async () => {
    await setup();
    for (const name of [/Context mode/, "This chat's settings", 'Export as image', 'Clear chat']) {
      expect(screen.getByRole('button', { name }).querySelector('svg')).not.toBeNull();
    }
    expect(screen.getByRole('combobox', { name: 'Model' })).toBeTruthy();
  });
});
