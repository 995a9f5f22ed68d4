import 'fake-indexeddb/auto';
import { renderWithProvider } from '@atelier/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createOpenAiChatAdapter } from '../../api/createOpenAiChatAdapter';
import { createChatStore } from '../../store/createChatStore';
import { createFakeOpenAi } from '../../testing/createFakeOpenAi';
import { openAiErrorBody } from '../../testing/openAiWire';
import { ChatPanel } from './ChatPanel';
import { giveElementsASize } from '../../../../../tooling/testing/giveElementsASize';

giveElementsASize();

let n = 0;
function setup() {
  const fake = createFakeOpenAi();
  const adapter = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: fake.fetch });
  const store = createChatStore({ name: `panel-${++n}` });
  const user = userEvent.setup();
  const opened: string[] = [];
  renderWithProvider(<ChatPanel adapter={adapter} store={store} onOpenSettings={({ section }) => opened.push(section)} />);
  return { fake, store, user, opened };
}

const input = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });

describe('ChatPanel', { timeout: 20_000 }, () => {
  it('sends with Enter, streams the reply and names the chat after the first message', async () => {
    const { fake, user } = setup();
    fake.reply({ kind: 'stream', text: 'Hello **there**' });
    await waitFor(() => expect(input().disabled).toBe(false));
    await user.type(input(), 'Hi bot{Enter}');
    expect(await screen.findByText('there')).toBeTruthy();
    expect(within(screen.getByRole('log')).getByText('Hi bot')).toBeTruthy();
    expect(input().value).toBe('');
    await waitFor(() => expect(within(screen.getByRole('navigation')).getByRole('button', { name: 'Hi bot' })).toBeTruthy());
  });

  it('puts the host’s className and style on its root', () => {
    const adapter = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: createFakeOpenAi().fetch });
    const { container } = renderWithProvider(<ChatPanel adapter={adapter} store={createChatStore({ name: `panel-${++n}` })} className="site-chat" style={{ height: 480 }} />);
    const root = container.querySelector<HTMLElement>('.site-chat');
    expect(root?.style.height).toBe('480px');
    expect(root?.querySelector('[data-part="chat-panel"]')).not.toBeNull();
  });

  it('Shift+Enter adds a new line and IME composition never sends', async () => {
    const { fake, user } = setup();
    await waitFor(() => expect(input().disabled).toBe(false));
    await user.type(input(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input().value).toBe('line one\nline two');
    input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, isComposing: true }));
    expect(fake.requests).toHaveLength(0);
  });

  it('shows the access-password screen on 423 token_check', async () => {
    const { fake, user } = setup();
    fake.reply({ kind: 'error', status: 423, body: { code: 'token_check', message: 'No access rights' } });
    await waitFor(() => expect(input().disabled).toBe(false));
    await user.type(input(), 'q{Enter}');
    expect(await screen.findByText('Authorization failed')).toBeTruthy();
    expect(screen.getByLabelText('Access password')).toBeTruthy();
  });

  it('offers server settings on a key error and says no service is configured on 503', async () => {
    const { fake, user, opened } = setup();
    fake.reply(
      { kind: 'error', status: 401, body: openAiErrorBody('Incorrect API key provided', 'invalid_request_error', 'invalid_api_key') },
      { kind: 'error', status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', msg: 'none' } },
    );
    await waitFor(() => expect(input().disabled).toBe(false));
    await user.type(input(), 'q{Enter}');
    const links = await screen.findAllByRole('button', { name: 'OpenAI API Key error, click here to retry' });
    await user.click(links[0]!);
    expect(opened).toEqual(['server']);
    await user.type(input(), 'again{Enter}');
    expect(await screen.findByText('No model service is configured')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open Settings → Server' }));
    expect(opened).toEqual(['server', 'server']);
  });

  it('shows a generic error with the upstream message', async () => {
    const { fake, user } = setup();
    fake.reply({ kind: 'error', status: 500, body: openAiErrorBody('engine exploded', 'server_error') });
    await waitFor(() => expect(input().disabled).toBe(false));
    await user.type(input(), 'q{Enter}');
    expect(await screen.findAllByText('Something went wrong, please try again later.')).not.toHaveLength(0);
    expect(screen.getByText('Details: engine exploded')).toBeTruthy();
  });

  it('regenerates into a ‹ 1/2 › sibling and switches back', async () => {
    const { fake, user } = setup();
    fake.reply({ kind: 'stream', text: 'first answer' }, { kind: 'stream', text: 'second answer' });
    await waitFor(() => expect(input().disabled).toBe(false));
    await user.type(input(), 'question{Enter}');
    await screen.findByText('first answer');
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await screen.findByText('second answer');
    expect(screen.getByText('2 / 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous version' }));
    expect(await screen.findByText('first answer')).toBeTruthy();
  });

  it("this chat's own settings apply to its requests only, and 'Use global settings' drops them", async () => {
    const { fake, user } = setup();
    fake.reply({ kind: 'stream', text: 'brief' }, { kind: 'stream', text: 'other' }, { kind: 'stream', text: 'again' });
    await waitFor(() => expect(input().disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: "This chat's settings" }));
    const dialog = await screen.findByRole('dialog', { name: "This chat's settings" });
    expect(within(dialog).getByText('This chat uses the global settings.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Role setting/), 'Answer in one word');
    expect(within(dialog).getByText('Own settings in this chat: 1')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await user.type(input(), 'q{Enter}');
    await screen.findByText('brief');
    const sent = (i: number) => (fake.requests.filter((r) => r.path.endsWith('/chat/completions'))[i]!.body as { messages: { role: string; content: string }[] }).messages;
    expect(sent(0)[0]).toEqual({ role: 'system', content: 'Answer in one word' });

    await user.click(within(screen.getByRole('navigation')).getAllByRole('button', { name: 'New chat' })[0]!);
    await screen.findByText('Ask me anything to start.');
    await user.type(input(), 'r{Enter}');
    await screen.findByText('other');
    expect(sent(1).map((m) => m.role)).toEqual(['user']);

    await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'q' }));
    await user.click(screen.getByRole('button', { name: "This chat's settings" }));
    const again = await screen.findByRole('dialog', { name: "This chat's settings" });
    expect((within(again).getByLabelText(/^Role setting/) as HTMLTextAreaElement).value).toBe('Answer in one word');
    await user.click(within(again).getByRole('button', { name: 'Use global settings' }));
    expect(within(again).getByText('This chat uses the global settings.')).toBeTruthy();
    await user.click(within(again).getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await screen.findByText('again');
    expect(sent(2).map((m) => m.role)).toEqual(['user']);
  });

  it('clear chat asks first, empties the open chat and keeps it in the list; offered only with messages and no reply streaming', async () => {
    const fake = createFakeOpenAi();
    fake.reply({ kind: 'stream', text: 'a held answer' });
    // The reply's answer waits until the test lets it go, so 'while streaming' is not a race.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetch: typeof globalThis.fetch = async (url, init) => (await held, fake.fetch(url, init));
    const adapter = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch });
    const store = createChatStore({ name: `panel-${++n}` });
    const user = userEvent.setup();
    renderWithProvider(<ChatPanel adapter={adapter} store={store} />);
    await waitFor(() => expect(input().disabled).toBe(false));
    const clear = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Clear chat' });
    expect(clear().disabled).toBe(true);
    await user.type(input(), 'keep the title{Enter}');
    await screen.findByRole('button', { name: 'Stop' });
    expect(clear().disabled).toBe(true);
    release();
    await screen.findByText('a held answer');
    await waitFor(() => expect(clear().disabled).toBe(false));
    const [before] = await store.listConversations();

    // Keyboard only: focus the button, Enter opens the question, Cancel (focused first) keeps everything.
    clear().focus();
    await user.keyboard('{Enter}');
    const ask = await screen.findByRole('alertdialog', { name: 'Clear all messages of this chat?' });
    expect(within(ask).getByText(/stays in the list/)).toBeTruthy();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('a held answer')).toBeTruthy();

    await user.click(clear());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear chat' }));
    expect(await screen.findByText('Ask me anything to start.')).toBeTruthy();
    expect(screen.queryByText('a held answer')).toBeNull();
    expect(clear().disabled).toBe(true);
    expect(within(screen.getByRole('navigation')).getByRole('button', { name: 'keep the title' })).toBeTruthy();
    await waitFor(async () => expect(await store.loadMessages(before!.id)).toEqual({}));
    const after = await store.listConversations();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: before!.id, title: 'keep the title', settings: before!.settings, leafId: null });
  });
});
