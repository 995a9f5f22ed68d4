import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createLoadSpeechActor, createPlaySpeechActor, type CreateSpeechAudio } from '../actors/createSpeechActors';
import { createOpenAiChatAdapter } from '../api/createOpenAiChatAdapter';
import type { ChatModelAdapter } from '../api/types';
import { createFakeOpenAi } from '../testing/createFakeOpenAi';
import type { SpeechCache } from '../tts/createSpeechCache';
import { speechMachine } from './speechMachine';

function memoryCache(): SpeechCache & { entries: Map<string, Blob[]> } {
  const entries = new Map<string, Blob[]>();
  return {
    entries,
    get: (key) => Promise.resolve(entries.get(key) ?? null),
    put: (key, clips) => Promise.resolve(void entries.set(key, [...clips])),
    close: () => undefined,
  };
}

/** Fake audio elements: record what plays, end or fail on demand. */
function fakeAudio() {
  const players: { clip: Blob; playing: boolean; released: boolean; end: () => void; error: () => void }[] = [];
  const create: CreateSpeechAudio = (clip) => {
    const listeners: Record<string, () => void> = {};
    const player = {
      clip,
      playing: false,
      released: false,
      end: () => ((player.playing = false), listeners.ended?.()),
      error: () => listeners.error?.(),
    };
    players.push(player);
    return {
      audio: {
        play: () => ((player.playing = true), Promise.resolve()),
        pause: () => void (player.playing = false),
        addEventListener: (type, fn) => void (listeners[type] = fn),
        removeEventListener: (type) => void delete listeners[type],
      },
      release: () => void (player.released = true),
    };
  };
  return { players, create };
}

function setup(adapterOverride?: ChatModelAdapter) {
  const fake = createFakeOpenAi();
  const adapter = adapterOverride ?? createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '', apiKey: null }), fetch: fake.fetch });
  const cache = memoryCache();
  const audio = fakeAudio();
  const actor = createActor(
    speechMachine.provide({ actors: { loadSpeech: createLoadSpeechActor({ adapter, cache }), playSpeech: createPlaySpeechActor(audio.create) } }),
  ).start();
  const speechRequests = () => fake.requests.filter((r) => r.path === '/v1/audio/speech');
  return { fake, actor, cache, audio, speechRequests };
}

const toggle = (messageId: string, text = 'Hello **world**.', voice = 'nova' as const) => ({ type: 'speech.toggle' as const, messageId, text, voice });

describe('speechMachine', () => {
  it('fetches the reply as plain text in the chosen voice, plays it, and is idle again when it ends', async () => {
    const { actor, audio, speechRequests, cache } = setup();
    actor.send(toggle('m1'));
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('playing'));
    expect(speechRequests().map((r) => r.body)).toEqual([{ model: 'tts-1', input: 'Hello world.', voice: 'nova' }]);
    expect(audio.players).toHaveLength(1);
    expect(audio.players[0]?.playing).toBe(true);
    expect(audio.players[0]?.clip.type).toBe('audio/wav');
    expect(cache.entries.has('m1:nova')).toBe(true);
    audio.players[0]?.end();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.messageId).toBeNull();
    expect(audio.players[0]?.released).toBe(true);
  });

  it('stops when the same reply is toggled again, and plays it from the cache next time', async () => {
    const { actor, audio, speechRequests } = setup();
    actor.send(toggle('m1'));
    await waitFor(actor, (s) => s.matches('playing'));
    actor.send(toggle('m1'));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(audio.players[0]).toMatchObject({ playing: false, released: true });
    actor.send(toggle('m1'));
    await waitFor(actor, (s) => s.matches('playing'));
    expect(speechRequests()).toHaveLength(1);
    expect(audio.players).toHaveLength(2);
  });

  it('plays one reply at a time: another reply takes over', async () => {
    const { actor, audio } = setup();
    actor.send(toggle('m1'));
    await waitFor(actor, (s) => s.matches('playing'));
    actor.send(toggle('m2', 'Second reply.'));
    expect(audio.players[0]).toMatchObject({ playing: false, released: true });
    await waitFor(actor, (s) => s.matches('playing') && s.context.messageId === 'm2');
    expect(audio.players.filter((p) => p.playing)).toHaveLength(1);
  });

  it('reads a long reply in parts of at most 4096 characters, one after another', async () => {
    const { actor, audio, speechRequests } = setup();
    const long = 'A sentence that goes on for a while. '.repeat(250);
    actor.send(toggle('m1', long));
    await waitFor(actor, (s) => s.matches('playing'));
    const inputs = speechRequests().map((r) => (r.body as { input: string }).input);
    expect(inputs.length).toBe(3);
    expect(Math.max(...inputs.map((i) => i.length))).toBeLessThanOrEqual(4096);
    audio.players[0]?.end();
    audio.players[1]?.end();
    expect(actor.getSnapshot().value).toBe('playing');
    audio.players[2]?.end();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('fails in words: nothing to read, a refused key, audio that cannot play', async () => {
    const { actor, audio } = setup();
    actor.send(toggle('m1', '```\ncode only\n```'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.code).toBe('EMPTY');

    actor.send(toggle('m2'));
    await waitFor(actor, (s) => s.matches('playing'));
    audio.players[0]?.error();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.code).toBe('PLAYBACK');

    const refused = setup(
      createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '', apiKey: 'sk-bad' }), fetch: createFakeOpenAi({ apiKey: 'sk-good' }).fetch }),
    );
    refused.actor.send(toggle('m1'));
    await waitFor(refused.actor, (s) => s.matches('failed'));
    expect(refused.actor.getSnapshot().context.error).toMatchObject({ code: 'AUTH', message: expect.stringMatching(/Incorrect API key/) });
    expect(refused.audio.players).toHaveLength(0);
  });

  it('stop while loading cancels the request and plays nothing', async () => {
    let called = false;
    let aborted = false;
    const { actor, audio } = setup({
      streamChat: () => Promise.resolve(),
      listModels: () => Promise.resolve([]),
      speak: (_request, options) => {
        called = true;
        return new Promise((_resolve, reject) => options?.signal?.addEventListener('abort', () => ((aborted = true), reject(new Error('aborted')))));
      },
    });
    actor.send(toggle('m1'));
    await vi.waitFor(() => expect(called).toBe(true));
    actor.send({ type: 'speech.stop' });
    expect(actor.getSnapshot().value).toBe('idle');
    await vi.waitFor(() => expect(aborted).toBe(true));
    expect(audio.players).toHaveLength(0);
  });
});
