import { outboxReader, type SyncRecord, type SyncSource } from '@atelier/core';
import { conversationRecord, messageRecord, recordKey } from './chatRecords';
import type { StoreChanges } from './createStoreChanges';
import type { ChatDb, ChatTx } from './openChatDb';
import { mergeConversation } from './mergeConversation';
import { readConversation, readMessage } from './validateExport';

/** Writes one version from the server unless it is invalid; returns the conversation it touched. */
async function applyOne(tx: ChatTx, record: SyncRecord): Promise<string | null> {
  const conversations = tx.objectStore('conversations');
  const messages = tx.objectStore('messages');
  if (record.kind === 'conversation') {
    if (record.data === null) {
      const keys = await messages.index('conversationId').getAllKeys(record.id);
      await Promise.all([conversations.delete(record.id), ...keys.map((key) => messages.delete(key))]);
      return record.id;
    }
    const conversation = readConversation(record.data);
    if (!conversation || conversation.id !== record.id) return null;
    await conversations.put(conversation);
    return conversation.id;
  }
  if (record.kind !== 'message') return null;
  if (record.data === null) {
    await messages.delete(record.id);
    return record.parent_id;
  }
  const message = readMessage(record.data);
  if (!message || message.id !== record.id || message.conversationId !== record.parent_id) return null;
  await messages.put(message);
  return message.conversationId;
}

/**
 * Another device's newer version of a conversation merged with this device's copy, as a new version
 * newer than both; null when the merge is simply theirs. A device whose title (or settings) is the
 * later one sends the merge back, whether its change still waits or was sent before the other
 * device wrote over it unknowing, so every device ends with the same, latest, fields.
 */
function mergedWithLocal(theirs: SyncRecord, mine: unknown, stamp: () => number): SyncRecord | null {
  if (theirs.data === null || mine === undefined) return null;
  const remote = readConversation(theirs.data);
  const local = readConversation(mine);
  if (!remote || !local) return null;
  const merged = mergeConversation(local, remote);
  if (merged.title === remote.title && merged.titleEdited === remote.titleEdited && merged.settings === remote.settings) return null;
  return conversationRecord(merged, Math.max(stamp(), theirs.updated_at + 1));
}

/** The sync half of a synced chat store: its outbox, and the writes that come from other devices. */
export function createChatSyncSource(db: () => Promise<ChatDb>, changes: StoreChanges, stamp: () => number): SyncSource {
  const everything = ['conversations', 'messages', 'outbox', 'versions'] as const;
  return {
    kinds: ['conversation', 'message'],
    ...outboxReader(db, recordKey),
    async applyRemote(records) {
      const tx = (await db()).transaction([...everything], 'readwrite');
      const versions = tx.objectStore('versions');
      const touched = new Set<string>();
      // Requests are issued together, not one awaited after another: a first sync of 10,000
      // messages otherwise waited on the event loop some 40,000 times. A page holds each record once.
      const locals = await Promise.all(records.map((record) => versions.get(recordKey(record))));
      const newer = records.filter((record, i) => locals[i] === undefined || locals[i]! < record.updated_at);
      const outbox = tx.objectStore('outbox');
      await Promise.all(
        newer.map(async (record) => {
          const key = recordKey(record);
          // A conversation is merged with this device's copy field by field, and a merge that differs is sent.
          const merged = record.kind === 'conversation' ? mergedWithLocal(record, await tx.objectStore('conversations').get(record.id), stamp) : null;
          const conversation = await applyOne(tx, merged ?? record);
          if (conversation === null) return;
          touched.add(conversation);
          await Promise.all([versions.put((merged ?? record).updated_at, key), merged ? outbox.put(merged, key) : outbox.delete(key)]);
        }),
      );
      await tx.done;
      if (touched.size === 0) return;
      changes.notify({ conversations: [...touched] });
      changes.announce({ conversations: [...touched] });
    },
    async requeueAll() {
      const tx = (await db()).transaction([...everything], 'readwrite');
      const versions = tx.objectStore('versions');
      const outbox = tx.objectStore('outbox');
      const requeue = async (record: SyncRecord) => {
        const at = (await versions.get(recordKey(record))) ?? stamp();
        await outbox.put({ ...record, updated_at: at }, recordKey(record));
      };
      for (const value of await tx.objectStore('conversations').getAll()) {
        const conversation = readConversation(value);
        if (conversation) await requeue(conversationRecord(conversation, 0));
      }
      for (const value of await tx.objectStore('messages').getAll()) {
        const message = readMessage(value);
        if (message) await requeue(messageRecord(message, 0));
      }
      await tx.done;
    },
  };
}
