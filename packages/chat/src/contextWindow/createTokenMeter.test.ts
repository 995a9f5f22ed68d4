import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../model/types';
import { defaultChatSettings } from '../settings/chatSettings';
import { fakeTokenWorkers, settle } from './__fixtures__/fakeTokenWorkers';
import { createTokenMeter, type TokenMeterInput } from './createTokenMeter';
import { estimateTokens } from './estimateTokens';

const message = (content: string, role: ChatMessage['role']): ChatMessage => ({ id: content, conversationId: 'c', parentId: null, role, content, status: 'done', createdAt: 0 });

// One long word: the estimate says 5 tokens, the fake worker counts 1, so exact figures are told apart.
const LONG = 'supercalifragilisticexpialidocious';
const input = (draft: string, contextLength = 1000): TokenMeterInput => ({
  contextLength,
  settings: { ...defaultChatSettings, systemPrompt: 'be brief', max_tokens: 100, contextCount: 2 },
  history: [message('what is a token', 'user'), message(LONG, 'assistant')],
  draft,
});
const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe('createTokenMeter', () => {
  it('far from the limit and never opened, starts no worker and marks its estimate approximate', () => {
    const { factory, started } = fakeTokenWorkers();
    const meter = createTokenMeter(factory);
    meter.follow(input('hello there'));
    expect(started).toHaveLength(0);
    const reading = meter.read(input('hello there'));
    expect(reading.approximate).toBe(true);
    const estimated = estimateTokens('be brief') + estimateTokens('what is a token') + estimateTokens(LONG) + estimateTokens('hello there');
    expect(reading.remaining).toBe(1000 - 100 - estimated);
  });

  it('opened, counts the role prompt, context and draft in the worker and then shows exact figures', async () => {
    const { factory, started } = fakeTokenWorkers();
    const meter = createTokenMeter(factory);
    let changes = 0;
    meter.subscribe(() => changes++);
    meter.follow(input('hello there'));
    meter.open();
    expect(started).toHaveLength(1);
    expect([...started[0]!.posted].sort()).toEqual(['be brief', 'hello there', LONG, 'what is a token'].sort());
    expect(meter.read(input('hello there')).approximate).toBe(true);

    started[0]!.answerAll();
    await settle();
    const reading = meter.read(input('hello there'));
    expect(reading).toMatchObject({ approximate: false, rolePrompt: 2, context: 4 + 1, input: 2, remaining: 1000 - 100 - 2 - 5 - 2 });
    expect(changes).toBeGreaterThan(0);
  });

  it('counts exactly by itself once the estimate takes 80 % of the window, not before', async () => {
    const { factory, started } = fakeTokenWorkers();
    const meter = createTokenMeter(factory);
    meter.follow(input(words(600)));
    expect(started).toHaveLength(0);
    meter.follow(input(words(760)));
    expect(started).toHaveLength(1);
    started[0]!.answerAll();
    await settle();
    expect(meter.read(input(words(760))).approximate).toBe(false);
  });

  it('once counting, a new draft is not marked "≈" while its own count is on the way', async () => {
    const { factory, started } = fakeTokenWorkers();
    const meter = createTokenMeter(factory);
    meter.follow(input('hello'));
    meter.open();
    started[0]!.answerAll();
    await settle();
    meter.follow(input('hello there'));
    expect(meter.read(input('hello there')).approximate).toBe(false);
    expect(started[0]!.waiting.map((r) => r.text)).toEqual(['hello there']);
  });

  it('a worker that fails leaves the estimate marked "≈", offers no exact count and starts no other', async () => {
    const { factory, started } = fakeTokenWorkers();
    const meter = createTokenMeter(factory);
    meter.follow(input('hello'));
    meter.open();
    started[0]!.fail();
    await settle();
    expect(meter.read(input('hello')).approximate).toBe(true);
    expect(meter.canCountExactly()).toBe(false);
    meter.follow(input(words(900)));
    expect(started).toHaveLength(1);
  });

  it('dispose (unmount) terminates the worker; its late answers change nothing', async () => {
    const { factory, started } = fakeTokenWorkers();
    const meter = createTokenMeter(factory);
    meter.follow(input('hello'));
    meter.open();
    const worker = started[0]!;
    meter.dispose();
    expect(worker.terminated).toBe(true);
    worker.answerAll();
    await settle();
    expect(meter.read(input('hello')).approximate).toBe(true);
    expect(meter.canCountExactly()).toBe(true);
  });

  it('without a worker factory (no Web Workers) only estimates', () => {
    const meter = createTokenMeter(null);
    meter.follow(input(words(900)));
    meter.open();
    expect(meter.canCountExactly()).toBe(false);
    expect(meter.read(input(words(900))).approximate).toBe(true);
  });
});
