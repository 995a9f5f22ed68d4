import type { SyncRecord } from '@atelier/core';
import type { ChatMessage } from '../model/types';
import type { Conversation } from './types';

/** The key a record has in the outbox and versions stores. */
export const recordKey = (record: { kind: string; id: string }) => `${record.kind}:${record.id}`;

export const conversationRecord = (conversation: Conversation, at: number): SyncRecord => ({
  kind: 'conversation',
  id: conversation.id,
  parent_id: null,
  updated_at: at,
  data: { ...conversation },
});

export const conversationDeleted = (id: string, at: number): SyncRecord => ({ kind: 'conversation', id, parent_id: null, updated_at: at, data: null });

export const messageRecord = (message: ChatMessage, at: number): SyncRecord => ({
  kind: 'message',
  id: message.id,
  parent_id: message.conversationId,
  updated_at: at,
  data: { ...message },
});

export const messageDeleted = (id: string, conversationId: string, at: number): SyncRecord => ({
  kind: 'message',
  id,
  parent_id: conversationId,
  updated_at: at,
  data: null,
});
