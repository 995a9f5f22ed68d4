import { useLatest } from '@atelier/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { createStreamReplyActor } from '../actors/createStreamReplyActor';
import type { ChatModelAdapter } from '../api/types';
import { buildChatRequest } from '../contextWindow/buildChatRequest';
import { chatMachine } from '../machines/chatMachine';
import type { ChatContext } from '../machines/chatMachine.types';
import { pathTo } from '../model/messageTree';
import type { StreamingTextSource } from '../model/streamingText';
import { defaultChatSettings } from '../settings/chatSettings';
import type { ChatStore } from '../store/createChatStore';

const selectMessages = (s: { context: ChatContext }) => s.context.messages;
const selectLeaf = (s: { context: ChatContext }) => s.context.leafId;
const selectStreamingId = (s: { context: ChatContext }) => s.context.streaming?.id ?? null;
const selectError = (s: { context: ChatContext }) => s.context.error;
const selectBusy = (s: { matches: (v: 'streaming') => boolean }) => s.matches('streaming');

/**
 * One conversation's machine: loads its messages, persists what the machine emits, reloads them
 * when another tab or device changed them (after a streaming reply ends, never during it), and
 * builds each request from the settings in force when it is sent.
 */
export function useChatSession(options: {
  adapter: ChatModelAdapter;
  store: ChatStore;
  conversationId: string | null;
  onFirstMessage: (conversationId: string, text: string) => void;
  onPersisted: () => void;
}) {
  const { adapter, store, conversationId } = options;
  const callbacks = useLatest({ onFirstMessage: options.onFirstMessage, onPersisted: options.onPersisted });

  const logic = useMemo(
    () =>
      chatMachine.provide({
        actors: {
          streamReply: createStreamReplyActor({ adapter, buildRequest: ({ history, model, settings, visionModel }) => buildChatRequest(history, settings ?? defaultChatSettings, model, { visionModel }) }),
        },
      }),
    [adapter],
  );
  const actorRef = useActorRef(logic, { input: { conversationId: conversationId ?? '' } });

  // The last write of this session's changes: a reload waits for it, so it never reads the
  // conversation from before the user's own newest message.
  const persisting = useRef<Promise<unknown>>(Promise.resolve());
  // Reads of the conversation can finish out of order (a slow one begun before a change landed):
  // only the newest one begun is shown.
  const reads = useRef(0);

  useEffect(() => {
    let live = true;
    const subscription = actorRef.on('messages.changed', (change) => {
      const firstUser = change.upserted.find((m) => m.role === 'user' && m.parentId === null);
      if (firstUser) callbacks.current.onFirstMessage(change.conversationId, firstUser.content || (firstUser.attachments?.[0]?.name ?? ''));
      // Saved even when the panel is left meanwhile; only the panel's own refresh is skipped then.
      const saved = store.applyChanges(change);
      persisting.current = saved.catch(() => {});
      void saved.then(() => live && callbacks.current.onPersisted());
    });
    return () => {
      live = false;
      subscription.unsubscribe();
    };
  }, [actorRef, store, callbacks]);

  useEffect(() => {
    if (!conversationId) return;
    let live = true;
    let stale = false;
    const reload = async () => {
      // Never under a reply that is streaming in: the reload waits until it is saved.
      if (actorRef.getSnapshot().matches('streaming')) {
        stale = true;
        return;
      }
      stale = false;
      const read = ++reads.current;
      await persisting.current;
      const [messages, list] = await Promise.all([store.loadMessages(conversationId), store.listConversations()]);
      if (!live || read !== reads.current || actorRef.getSnapshot().matches('streaming')) return;
      const leafId = list.find((c) => c.id === conversationId)?.leafId ?? null;
      actorRef.send({ type: 'conversation.load', conversationId, messages, leafId });
    };
    const unsubscribe = store.subscribe((change) => {
      if (change.conversations === null || change.conversations.includes(conversationId)) void reload();
    });
    const states = actorRef.subscribe((snapshot) => {
      if (stale && !snapshot.matches('streaming')) void reload();
    });
    return () => {
      live = false;
      unsubscribe();
      states.unsubscribe();
    };
  }, [actorRef, store, conversationId]);

  useEffect(() => {
    if (!conversationId) return;
    let live = true;
    actorRef.send({ type: 'stream.stop' });
    const read = ++reads.current;
    void Promise.all([store.loadMessages(conversationId), store.listConversations()]).then(([messages, list]) => {
      if (!live || read !== reads.current) return;
      const leafId = list.find((c) => c.id === conversationId)?.leafId ?? null;
      actorRef.send({ type: 'conversation.load', conversationId, messages, leafId });
    });
    return () => {
      live = false;
    };
  }, [actorRef, store, conversationId]);

  const messages = useSelector(actorRef, selectMessages);
  const leafId = useSelector(actorRef, selectLeaf);
  // Only which reply streams: its text is read through `streamingText` by the message showing it.
  const streamingId = useSelector(actorRef, selectStreamingId);
  const streamingText = useMemo<StreamingTextSource>(
    () => ({
      subscribe: (onChange) => {
        const subscription = actorRef.subscribe(onChange);
        return () => subscription.unsubscribe();
      },
      get: () => actorRef.getSnapshot().context.streaming,
    }),
    [actorRef],
  );
  const error = useSelector(actorRef, selectError);
  const busy = useSelector(actorRef, selectBusy);
  const branch = useMemo(() => pathTo(messages, leafId), [messages, leafId]);

  return { actorRef, messages, branch, streamingId, streamingText, error, busy, send: actorRef.send };
}
