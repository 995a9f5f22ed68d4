import 'fake-indexeddb/auto';
import { renderWithProvider } from '@atelier/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CreateSpeechAudio } from '../../actors/createSpeechActors';
import { createOpenAiChatAdapter } from '../../api/createOpenAiChatAdapter';
import { ChatModelSettingsView } from '../../settings/sections/ChatModelSettingsView';
import { useChatModelSettings } from '../../settings/sections/useChatModelSettings';
import { createChatStore } from '../../store/createChatStore';
import { createFakeOpenAi } from '../../testing/createFakeOpenAi';
import { openAiErrorBody } from '../../testing/openAiWire';
import { createSpeechCache } from '../../tts/createSpeechCache';
import { ChatPanel } from '../ChatPanel/ChatPanel';
import { giveElementsASize } from '../../../../../tooling/testing/giveElementsASize';

giveElementsASize();

/** Stand-ins for HTMLAudioElement (jsdom cannot play): what was played, and whether it still plays. */
function fakeAudio(options: { refuse?: boolean } = {}) {
  const players: { type: string; bytes: number; playing: boolean; end: () => void }[] = [];
  const create: CreateSpeechAudio = (clip) => {
    let onEnded: (() => void) | null = null;
    const player = { type: clip.type, bytes: clip.size, playing: false, end: () => ((player.playing = false), onEnded?.()) };
    players.push(player);
    return {
      audio: {
        play: () => (options.refuse ? Promise.reject(new DOMException('play() is not allowed', 'NotAllowedError')) : ((player.playing = true), Promise.resolve())),
        pause: () => void (player.playing = false),
        addEventListener: (type, fn) => void (type === 'ended' && (onEnded = fn)),
        removeEventListener: (type) => void (type === 'ended' && (onEnded = null)),
      },
      release: () => undefined,
    };
  };
  return { players, create };
}

function Settings({ adapter }: { adapter: ReturnType<typeof createOpenAiChatAdapter> }) {
  return <ChatModelSettingsView {...useChatModelSettings(adapter)} />;
}

let n = 0;
function setup(options: { wrapFetch?: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch; refuse?: boolean } = {}) {
  const fake = createFakeOpenAi();
  const fetch = options.wrapFetch ? options.wrapFetch(fake.fetch) : fake.fetch;
  const adapter = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch });
  const audio = fakeAudio(options);
  n += 1;
  renderWithProvider(
    <>
      <Settings adapter={adapter} />
      <ChatPanel adapter={adapter} store={createChatStore({ name: `tts-panel-${n}` })} speechCache={createSpeechCache({ name: `tts-cache-${n}` })} createSpeechAudio={audio.create} />
    </>,
  );
  const speechRequests = () => fake.requests.filter((r) => r.path === '/openapi/v1/audio/speech');
  return { fake, audio, user: userEvent.setup(), speechRequests };
}

const log = () => screen.getByRole('log');

async function ask(user: ReturnType<typeof userEvent.setup>, text: string) {
  const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
  await waitFor(() => expect(input.disabled).toBe(false));
  await user.type(input, `${text}{Enter}`);
}

describe('Read aloud', { timeout: 20_000 }, () => {
  it('reads a reply in the voice chosen in Settings → Model, stops on a second click, and replays from the cache', async () => {
    const { fake, audio, user, speechRequests } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'TTS voice' }), 'fable');
    fake.reply({ kind: 'stream', text: 'Hello **there**, friend.' });
    await ask(user, 'Hi');
    await within(log()).findByText('there');

    await user.click(within(log()).getByRole('button', { name: 'Read aloud' }));
    const stop = await within(log()).findByRole('button', { name: 'Stop reading' });
    expect(speechRequests().map((r) => r.body)).toEqual([{ model: 'tts-1', input: 'Hello there, friend.', voice: 'fable' }]);
    expect(audio.players).toEqual([expect.objectContaining({ type: 'audio/wav', playing: true })]);
    expect(audio.players[0]!.bytes).toBeGreaterThan(44);

    await user.click(stop);
    expect(await within(log()).findByRole('button', { name: 'Read aloud' })).toBeTruthy();
    expect(audio.players[0]?.playing).toBe(false);

    await user.click(within(log()).getByRole('button', { name: 'Read aloud' }));
    await within(log()).findByRole('button', { name: 'Stop reading' });
    expect(speechRequests()).toHaveLength(1);
    expect(audio.players).toHaveLength(2);
    expect(audio.players[1]?.playing).toBe(true);
    audio.players[1]?.end();
    expect(await within(log()).findByRole('button', { name: 'Read aloud' })).toBeTruthy();
  });

  it('stops reading a reply that is deleted while it plays', async () => {
    const { audio, user } = setup();
    await ask(user, 'Hi');
    await within(log()).findByText('You said: Hi');
    await user.click(within(log()).getByRole('button', { name: 'Read aloud' }));
    await within(log()).findByRole('button', { name: 'Stop reading' });
    const reply = within(log()).getAllByRole('article').at(-1)!;
    await user.click(within(reply).getByRole('button', { name: 'Delete' }));
    await user.click(within(reply).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(log()).queryByText('You said: Hi')).toBeNull());
    await waitFor(() => expect(audio.players[0]?.playing).toBe(false));
  });

  it('shows Loading while the audio is fetched', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user } = setup({ wrapFetch: (fetch) => async (input, init) => (String(input).includes('/audio/speech') && (await gate), fetch(input, init)) });
    await ask(user, 'Hi');
    await within(log()).findByText('You said: Hi');
    await user.click(within(log()).getByRole('button', { name: 'Read aloud' }));
    const loading = within(log()).getByRole('button', { name: 'Loading audio…' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    release();
    expect(await within(log()).findByRole('button', { name: 'Stop reading' })).toBeTruthy();
  });

  it('says in words why a reply could not be read, and reads it once the service answers', async () => {
    let failures = 1;
    const serverError = () => new Response(JSON.stringify(openAiErrorBody('The server had an error while processing your request.', 'server_error')), { status: 500 });
    const { user, speechRequests, audio } = setup({
      wrapFetch: (fetch) => (input, init) => (String(input).includes('/audio/speech') && failures-- > 0 ? Promise.resolve(serverError()) : fetch(input, init)),
    });
    await ask(user, 'Hi');
    await within(log()).findByText('You said: Hi');
    await user.click(within(log()).getByRole('button', { name: 'Read aloud' }));
    const alert = await within(log()).findByRole('alert');
    expect(alert.textContent).toContain('Reading aloud failed: the speech service reported an error.');
    expect(alert.textContent).toContain('The server had an error while processing your request.');
    expect(audio.players).toHaveLength(0);
    await user.click(within(log()).getByRole('button', { name: 'Read aloud' }));
    expect(await within(log()).findByRole('button', { name: 'Stop reading' })).toBeTruthy();
    expect(within(log()).queryByRole('alert')).toBeNull();
    expect(speechRequests()).toHaveLength(1);
  });

  it('says so when the browser refuses to play', async () => {
    const { user } = setup({ refuse: true });
    await ask(user, 'Hi');
    await within(log()).findByText('You said: Hi');
    await user.click(within(log()).getByRole('button', { name: 'Read aloud' }));
    expect((await within(log()).findByRole('alert')).textContent).toMatch(/The audio could not be played\..*not allowed/);
  });
});
