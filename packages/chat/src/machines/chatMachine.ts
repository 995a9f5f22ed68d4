import { assign, enqueueActions, fromCallback, setup } from 'xstate';
import { createId } from '@atelier/core';
import { latestLeaf, latestLeafFrom, pathTo, removeMessage } from '../model/messageTree';
import type { ChatAttachment, ChatMessage, MessageMap } from '../model/types';
import type { ChatModelSettings } from '../settings/chatSettings';
import type { ChatContext, ChatError, ChatEvent, ChatInput, ChatPersistEvent, StreamReplyEvent, StreamReplyInput } from './chatMachine.types';

type Ctx = { context: ChatContext; event: ChatEvent };

function startReply(parentId: string, event: { model: string; settings?: ChatModelSettings; visionModel?: string | null }): Partial<ChatContext> {
  return { leafId: parentId, model: event.model, settings: event.settings ?? null, visionModel: event.visionModel ?? null, error: null, streaming: { id: createId(), parentId, content: '', reasoning: '', createdAt: Date.now() } };
}

function userMessage(context: ChatContext, parentId: string | null, text: string, attachments?: ChatAttachment[]): ChatMessage {
  const message: ChatMessage = { id: createId(), conversationId: context.conversationId, parentId, role: 'user', content: text, status: 'done', createdAt: Date.now() };
  return attachments && attachments.length > 0 ? { ...message, attachments } : message;
}

function finish(context: ChatContext, status: ChatMessage['status'], error?: ChatMessage['error']) {
  const s = context.streaming;
  if (!s) return { context, message: null };
  const message: ChatMessage = {
    id: s.id,
    conversationId: context.conversationId,
    parentId: s.parentId,
    role: 'assistant',
    content: s.content,
    status,
    model: context.model,
    createdAt: s.createdAt,
    ...(s.reasoning ? { reasoning: s.reasoning } : {}),
    ...(error ? { error } : {}),
  };
  return { context: { ...context, messages: { ...context.messages, [message.id]: message }, leafId: message.id, streaming: null }, message };
}

const persist = (context: ChatContext, upserted: ChatMessage[], deleted: string[] = []): ChatPersistEvent => ({
  type: 'messages.changed',
  conversationId: context.conversationId,
  upserted,
  deleted,
  leafId: context.leafId,
});

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
    emitted: {} as ChatPersistEvent,
  },
  actors: {
    streamReply: fromCallback<StreamReplyEvent, StreamReplyInput>(() => {
      throw new Error('chatMachine: actor "streamReply" was not provided');
    }),
  },
  actions: {
    finishDone: enqueueActions(({ context, enqueue }) => {
      const done = finish(context, 'done');
      enqueue.assign(done.context);
      if (done.message) enqueue.emit(persist(done.context, [done.message]));
    }),
    finishStopped: enqueueActions(({ context, enqueue }) => {
      const done = finish(context, 'stopped');
      enqueue.assign(done.context);
      if (done.message) enqueue.emit(persist(done.context, [done.message]));
    }),
    finishFailed: enqueueActions(({ context, enqueue }, error: ChatError) => {
      const done = finish(context, 'error', error);
      enqueue.assign({ ...done.context, error });
      if (done.message) enqueue.emit(persist(done.context, [done.message]));
    }),
  },
  guards: {
    hasText: ({ event }: Ctx) => ('text' in event && event.text.trim() !== '') || ('attachments' in event && (event.attachments?.length ?? 0) > 0),
    isUserMessage: ({ context, event }: Ctx) => 'messageId' in event && context.messages[event.messageId]?.role === 'user',
    isAssistantMessage: ({ context, event }: Ctx) =>
      'messageId' in event && context.messages[event.messageId]?.role === 'assistant' && context.messages[event.messageId]?.parentId !== null,
    hasMessages: ({ context }: Ctx) => Object.keys(context.messages).length > 0,
    isKnownMessage: ({ context, event }: Ctx) => 'messageId' in event && event.messageId in context.messages,
    wasAborted: ({ event }: Ctx) => event.type === 'stream.error' && event.code === 'ABORTED',
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => {
    const messages: MessageMap = input.messages ?? {};
    return { conversationId: input.conversationId, messages, leafId: input.leafId ?? latestLeaf(messages), streaming: null, model: '', settings: null, visionModel: null, error: null };
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'conversation.load': {
          actions: assign(({ event }) => ({
            conversationId: event.conversationId,
            messages: event.messages,
            leafId: event.leafId !== undefined && event.leafId !== null && event.leafId in event.messages ? event.leafId : latestLeaf(event.messages),
            error: null,
          })),
        },
        'message.send': {
          guard: 'hasText',
          target: 'streaming',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const user = userMessage(context, context.leafId, event.text.trim(), event.attachments);
            const next = { ...context, messages: { ...context.messages, [user.id]: user } };
            enqueue.assign({ messages: next.messages, ...startReply(user.id, event) });
            enqueue.emit(persist({ ...next, leafId: user.id }, [user]));
          }),
        },
        'message.edit': {
          guard: { type: 'isUserMessage' },
          target: 'streaming',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const original = context.messages[event.messageId];
            const text = event.text.trim();
            if (!original || (text === '' && !original.attachments)) return;
            const user = userMessage(context, original.parentId, text, original.attachments);
            const messages = { ...context.messages, [user.id]: user };
            enqueue.assign({ messages, ...startReply(user.id, event) });
            enqueue.emit(persist({ ...context, leafId: user.id }, [user]));
          }),
        },
        'message.regenerate': {
          guard: 'isAssistantMessage',
          target: 'streaming',
          actions: assign(({ context, event }) => startReply(context.messages[event.messageId]?.parentId ?? '', event)),
        },
        'branch.select': {
          guard: 'isKnownMessage',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const leafId = latestLeafFrom(context.messages, event.messageId);
            enqueue.assign({ leafId });
            enqueue.emit(persist({ ...context, leafId }, []));
          }),
        },
        'message.delete': {
          guard: 'isKnownMessage',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const removed = context.messages[event.messageId];
            const messages = removeMessage(context.messages, event.messageId);
            const moved = Object.values(messages).filter((m) => m.parentId !== null && m !== context.messages[m.id]);
            const onBranch = pathTo(context.messages, context.leafId).some((m) => m.id === event.messageId);
            const leafId = !onBranch
              ? context.leafId
              : context.leafId === event.messageId
                ? (removed?.parentId ?? latestLeaf(messages))
                : context.leafId;
            enqueue.assign({ messages, leafId });
            enqueue.emit(persist({ ...context, leafId }, moved, [event.messageId]));
          }),
        },
        'conversation.clear': {
          guard: 'hasMessages',
          actions: enqueueActions(({ context, enqueue }) => {
            // Every message goes, every branch included; the store keeps the conversation record.
            const next = { ...context, messages: {}, leafId: null, error: null };
            enqueue.assign({ messages: next.messages, leafId: null, error: null });
            enqueue.emit(persist(next, [], Object.keys(context.messages)));
          }),
        },
        'error.dismiss': { actions: assign({ error: null }) },
      },
    },
    streaming: {
      invoke: {
        id: 'streamReply',
        src: 'streamReply',
        input: ({ context }) => ({ history: pathTo(context.messages, context.streaming?.parentId ?? null), model: context.model, settings: context.settings, visionModel: context.visionModel }),
        onError: {
          target: 'idle',
          actions: {
            type: 'finishFailed',
            // The reply actor reports every failed call as stream.error; reaching here means it threw
            // itself (a bug), so no service answered and it is not worded as one.
            params: ({ event }) => ({ code: 'UNKNOWN', message: event.error instanceof Error ? event.error.message : String(event.error) }),
          },
        },
      },
      on: {
        'stream.delta': {
          actions: assign(({ context, event }) => ({
            streaming: context.streaming && {
              ...context.streaming,
              content: context.streaming.content + event.content,
              reasoning: context.streaming.reasoning + event.reasoning,
            },
          })),
        },
        'stream.done': { target: 'idle', actions: 'finishDone' },
        'stream.stop': { target: 'idle', actions: 'finishStopped' },
        'stream.error': [
          { guard: 'wasAborted', target: 'idle', actions: 'finishStopped' },
          { target: 'idle', actions: { type: 'finishFailed', params: ({ event }) => ({ code: event.code, message: event.message }) } },
        ],
      },
    },
  },
});
