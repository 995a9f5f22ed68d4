import 'fake-indexeddb/auto';
import { renderWithProvider } from '@atelier/core/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOpenAiChatAdapter } from '../../api/createOpenAiChatAdapter';
import { createChatStore } from '../../store/createChatStore';
import { createFakeOpenAi } from '../../testing/createFakeOpenAi';
import { ChatPanel } from './ChatPanel';
import { preloadMessageList } from '../MessageList/LazyMessageList';
import type * as ComposerModule from '../Composer/Composer';
import type * as SidebarModule from '../Sidebar/SidebarView';
import { giveElementsASize } from '../../../../../tooling/testing/giveElementsASize';

// How often the composer and the sidebar render: neither shows anything of a streaming reply.
const renders = vi.hoisted(() => ({ composer: 0, sidebar: 0 }));
vi.mock('../Composer/Composer', async (importOriginal) => {
  const actual = await importOriginal<typeof ComposerModule>();
  return {
    Composer: (props: Parameters<typeof actual.Composer>[0]) => {
      renders.composer += 1;
      return actual.Composer(props);
    },
  };
});
vi.mock('../Sidebar/SidebarView', async (importOriginal) => {
  const actual = await importOriginal<typeof SidebarModule>();
  return {
    SidebarView: (props: Parameters<typeof actual.SidebarView>[0]) => {
      renders.sidebar += 1;
      return actual.SidebarView(props);
    },
  };
});

giveElementsASize();
afterEach(() => vi.useRealTimers());

/** Lets every timer due in the next `ms` fire, with the promises they settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('ChatPanel while a reply streams', () => {
  it('re-renders the reply as it grows, and neither the composer nor the sidebar', async () => {
    // The list's chunk is fetched for real: on a busy machine that takes longer than the whole
    // faked reply, which would stream past before there is a list to show it.
    preloadMessageList();
    await import('../MessageList/MessageList');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const fake = createFakeOpenAi();
    const adapter = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: fake.fetch });
    renderWithProvider(<ChatPanel adapter={adapter} store={createChatStore({ name: 'stream-renders' })} />);
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`);
    // 200 bytes of the event stream a chunk (about a word and a half), 100 ms apart: far slower
    // than the reply's 32 ms batching, so every chunk is its own update.
    fake.reply({ kind: 'stream', text: words.join(' '), chunkSizes: [200], delayMs: 100 });
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    for (let i = 0; i < 50 && input.disabled; i += 1) await advance(10);
    expect(input.disabled).toBe(false);
    // fireEvent, not userEvent: Testing Library's async wrapper waits on a real setTimeout.
    fireEvent.change(input, { target: { value: 'Hi' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const streaming = () => document.querySelector('[data-part="message"][data-status="streaming"]');
    for (let i = 0; i < 100 && !streaming()?.textContent?.includes('word3'); i += 1) await advance(100);
    const before = { ...renders };
    const seen = new Set<string>();
    for (let i = 0; i < 1000 && streaming(); i += 1) {
      await advance(100);
      const text = streaming()?.textContent;
      if (text) seen.add(text);
    }
    expect(streaming()).toBeNull();
    expect(screen.getByRole('log').textContent).toContain('word39');
    // The reply was painted at many lengths on the way...
    expect(seen.size).toBeGreaterThan(20);
    // ...while the rest of the panel rendered only for the reply's end (Send back, the chat saved).
    expect(renders.composer - before.composer).toBeLessThanOrEqual(3);
    expect(renders.sidebar - before.sidebar).toBeLessThanOrEqual(3);
  });
});
