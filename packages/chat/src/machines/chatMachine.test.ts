import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { createStreamReplyActor } from '../actors/createStreamReplyActor';
import { createOpenAiChatAdapter } from '../api/createOpenAiChatAdapter';
import { pathTo, siblingInfo } from '../model/messageTree';
import { createFakeOpenAi } from '../testing/createFakeOpenAi';
import { openAiErrorBody } from '../testing/openAiWire';
import { chatMachine } from './chatMachine';
import type { ChatPersistEvent, StreamReplyEvent, StreamReplyInput } from './chatMachine.types';

const branchReply = (messages: Record<string, { id: string; role: string }>) => Object.values(messages).find((m) => m.role === 'assistant')!.id;

function setup() {
  const fake = createFakeOpenAi();
  const adapter = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: fake.fetch });
  const streamReply = createStreamReplyActor({
    adapter,
    flushMs: 0,
    buildRequest: ({ history, model }) => ({
      model,
      messages: history.map((m) => ({ role: m.role, content: m.content })),
      temperature: 0.5,
      top_p: 1,
      presence_penalty: 0,
      frequency_penalty: 0,
      max_tokens: 100,
    }),
  });
  const actor = createActor(chatMachine.provide({ actors: { streamReply } }), { input: { conversationId: 'c1' } });
  const persisted: ChatPersistEvent[] = [];
  actor.on('messages.changed', (e) => persisted.push(e));
  actor.start();
  const idle = () => waitFor(actor, (s) => s.matches('idle'));
  const branch = () => pathTo(actor.getSnapshot().context.messages, actor.getSnapshot().context.leafId);
  const texts = () => branch().map((m) => `${m.role}:${m.content}`);
  return { fake, actor, idle, branch, texts, persisted };
}

describe('chatMachine', () => {
  it('sends, streams the reply into the streaming message only, and returns to idle', async () => {
    const { fake, actor, idle, texts, persisted } = setup();
    fake.reply({ kind: 'stream', text: 'Hello there, friend', delayMs: 2 });
    actor.send({ type: 'message.send', text: '  hi  ', model: 'gpt-4o' });
    expect(actor.getSnapshot().matches('streaming')).toBe(true);
    const before = actor.getSnapshot().context.messages;
    await waitFor(actor, (s) => (s.context.streaming?.content.length ?? 0) > 0);
    expect(actor.getSnapshot().context.messages).toBe(before);
    await idle();
    expect(texts()).toEqual(['user:hi', 'assistant:Hello there, friend']);
    expect(fake.requests[0]?.body).toMatchObject({ model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] });
    expect(persisted.flatMap((e) => e.upserted.map((m) => m.role))).toEqual(['user', 'assistant']);
    expect(persisted.at(-1)?.leafId).toBe(actor.getSnapshot().context.leafId);
  });

  it('sends a message that is only an attachment, and keeps the attachment on the stored message', async () => {
    const { actor, idle, branch, persisted } = setup();
    const image = { kind: 'image' as const, name: 'cat.png', type: 'image/png', size: 8, dataUrl: 'data:image/png;base64,iVBORw0KGgo=' };
    actor.send({ type: 'message.send', text: '  ', attachments: [image], model: 'm' });
    await idle();
    expect(branch()[0]).toMatchObject({ role: 'user', content: '', attachments: [image] });
    expect(persisted[0]?.upserted[0]?.attachments).toEqual([image]);
  });

  it('ignores empty text and a second send while streaming', async () => {
    const { fake, actor, idle } = setup();
    actor.send({ type: 'message.send', text: '   ', model: 'm' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    fake.reply({ kind: 'stream', text: 'slow reply here', delayMs: 5 });
    actor.send({ type: 'message.send', text: 'one', model: 'm' });
    actor.send({ type: 'message.send', text: 'two', model: 'm' });
    await idle();
    expect(fake.requests).toHaveLength(1);
  });

  it('stop aborts the request and keeps what arrived', async () => {
    const { fake, actor, idle, branch } = setup();
    fake.reply({ kind: 'stream', text: Array.from({ length: 200 }, (_, i) => `w${i}`).join(' '), delayMs: 3, chunkSizes: [60] });
    actor.send({ type: 'message.send', text: 'long please', model: 'm' });
    await waitFor(actor, (s) => (s.context.streaming?.content.length ?? 0) > 5);
    actor.send({ type: 'stream.stop' });
    await idle();
    const reply = branch().at(-1);
    expect(reply?.status).toBe('stopped');
    expect(reply?.content.length).toBeGreaterThan(5);
    expect(reply?.content.length).toBeLessThan(800);
  });

  it('regenerate adds a sibling reply with the ‹ 1/2 › picker data', async () => {
    const { fake, actor, idle, branch } = setup();
    fake.reply({ kind: 'stream', text: 'first' }, { kind: 'stream', text: 'second' });
    actor.send({ type: 'message.send', text: 'q', model: 'm' });
    await idle();
    const first = branch().at(-1)!;
    actor.send({ type: 'message.regenerate', messageId: first.id, model: 'm' });
    await idle();
    const second = branch().at(-1)!;
    expect(second.content).toBe('second');
    expect(second.parentId).toBe(first.parentId);
    const { messages } = actor.getSnapshot().context;
    expect(siblingInfo(messages, second)).toMatchObject({ index: 1, count: 2, previousId: first.id });
    expect(fake.requests[1]?.body).toMatchObject({ messages: [{ role: 'user', content: 'q' }] });
    actor.send({ type: 'branch.select', messageId: first.id });
    expect(branch().at(-1)?.content).toBe('first');
  });

  it('editing a user message starts a new branch and keeps the old one', async () => {
    const { fake, actor, idle, texts } = setup();
    fake.reply({ kind: 'stream', text: 'A1' }, { kind: 'stream', text: 'A2' }, { kind: 'stream', text: 'A2 edited' });
    actor.send({ type: 'message.send', text: 'Q1', model: 'm' });
    await idle();
    actor.send({ type: 'message.send', text: 'Q2', model: 'm' });
    await idle();
    const q2 = Object.values(actor.getSnapshot().context.messages).find((m) => m.content === 'Q2')!;
    actor.send({ type: 'message.edit', messageId: q2.id, text: 'Q2 better', model: 'm' });
    await idle();
    expect(texts()).toEqual(['user:Q1', 'assistant:A1', 'user:Q2 better', 'assistant:A2 edited']);
    expect(fake.requests[2]?.body).toMatchObject({ messages: [{ content: 'Q1' }, { content: 'A1' }, { content: 'Q2 better' }] });
    actor.send({ type: 'branch.select', messageId: q2.id });
    expect(texts()).toEqual(['user:Q1', 'assistant:A1', 'user:Q2', 'assistant:A2']);
  });

  it('keeps the partial text on network loss and can retry', async () => {
    const { fake, actor, idle, branch } = setup();
    fake.reply({ kind: 'stream', text: 'partial words arrive then the line drops', dropAfterBytes: 700 }, { kind: 'stream', text: 'complete' });
    actor.send({ type: 'message.send', text: 'q', model: 'm' });
    await idle();
    const failed = branch().at(-1)!;
    expect(failed).toMatchObject({ status: 'error', error: { code: 'NETWORK_ERROR' } });
    expect(failed.content.length).toBeGreaterThan(0);
    expect(actor.getSnapshot().context.error?.code).toBe('NETWORK_ERROR');
    actor.send({ type: 'message.regenerate', messageId: failed.id, model: 'm' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await idle();
    expect(branch().at(-1)?.content).toBe('complete');
    expect(actor.getSnapshot().context.messages[failed.id]?.content).toBe(failed.content);
  });

  it.each([
    [{ kind: 'error', status: 423, body: { code: 'token_check', message: 'No access rights' } }, 'AUTH_REQUIRED'],
    [{ kind: 'error', status: 401, body: openAiErrorBody('Incorrect API key provided', 'invalid_request_error', 'invalid_api_key') }, 'INVALID_API_KEY'],
    [{ kind: 'error', status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', msg: 'none' } }, 'NO_UPSTREAM'],
    [{ kind: 'error', status: 500, body: openAiErrorBody('boom', 'server_error') }, 'UPSTREAM_ERROR'],
  ] as const)('stores error %# as a code', async (reply, code) => {
    const { fake, actor, idle } = setup();
    fake.reply(reply);
    actor.send({ type: 'message.send', text: 'q', model: 'm' });
    await idle();
    expect(actor.getSnapshot().context.error?.code).toBe(code);
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('deletes a message and keeps the rest of the branch', async () => {
    const { actor, idle, texts, persisted } = setup();
    actor.send({ type: 'message.send', text: 'Q1', model: 'm' });
    await idle();
    actor.send({ type: 'message.send', text: 'Q2', model: 'm' });
    await idle();
    const q1 = Object.values(actor.getSnapshot().context.messages).find((m) => m.content === 'Q1')!;
    actor.send({ type: 'message.delete', messageId: q1.id });
    expect(texts()).toEqual(['assistant:You said: Q1', 'user:Q2', 'assistant:You said: Q2']);
    expect(persisted.at(-1)?.deleted).toEqual([q1.id]);
  });

  it('clear chat empties every branch, keeps the conversation and persists the deletions; refused while streaming or when empty', async () => {
    const { fake, actor, idle, texts, persisted } = setup();
    actor.send({ type: 'conversation.clear' });
    expect(persisted).toHaveLength(0);
    actor.send({ type: 'message.send', text: 'Q1', model: 'm' });
    await idle();
    const reply = branchReply(actor.getSnapshot().context.messages);
    actor.send({ type: 'message.regenerate', messageId: reply, model: 'm' });
    await idle();
    const ids = Object.keys(actor.getSnapshot().context.messages).sort();
    expect(ids).toHaveLength(3);
    fake.reply({ kind: 'stream', text: 'slow reply', delayMs: 5 });
    actor.send({ type: 'message.send', text: 'Q2', model: 'm' });
    actor.send({ type: 'conversation.clear' });
    expect(actor.getSnapshot().matches('streaming')).toBe(true);
    await idle();
    const all = Object.keys(actor.getSnapshot().context.messages).sort();
    actor.send({ type: 'conversation.clear' });
    expect(actor.getSnapshot().context).toMatchObject({ conversationId: 'c1', messages: {}, leafId: null, error: null });
    expect(texts()).toEqual([]);
    expect(persisted.at(-1)).toEqual({ type: 'messages.changed', conversationId: 'c1', upserted: [], deleted: expect.arrayContaining(all) as string[], leafId: null });
    expect(persisted.at(-1)?.deleted).toHaveLength(all.length);
  });

  it('a reply actor that throws (no service answered) fails the reply as UNKNOWN, not as an upstream error', async () => {
    const broken = fromCallback<StreamReplyEvent, StreamReplyInput>(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'choices')");
    });
    const actor = createActor(chatMachine.provide({ actors: { streamReply: broken } }), { input: { conversationId: 'c1' } }).start();
    actor.send({ type: 'message.send', text: 'q', model: 'm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.error).toEqual({ code: 'UNKNOWN', message: "Cannot read properties of undefined (reading 'choices')" });
    expect(Object.values(actor.getSnapshot().context.messages).find((m) => m.role === 'assistant')).toMatchObject({ status: 'error', error: { code: 'UNKNOWN' } });
  });

  it('loads another conversation only when idle', async () => {
    const { actor } = setup();
    actor.send({ type: 'conversation.load', conversationId: 'c2', messages: {} });
    expect(actor.getSnapshot().context.conversationId).toBe('c2');
  });
});
