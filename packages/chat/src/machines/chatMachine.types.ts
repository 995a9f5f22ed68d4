import type { ChatErrorCode } from '../api/chatErrorCode';
import type { ChatAttachment, ChatMessage, MessageMap, StreamingMessage } from '../model/types';
import type { ChatModelSettings } from '../settings/chatSettings';

export interface ChatError {
  code: ChatErrorCode;
  message: string;
}

export interface ChatContext {
  conversationId: string;
  messages: MessageMap;
  /** Last message of the branch on screen. */
  leafId: string | null;
  streaming: StreamingMessage | null;
  /** The model the current reply is asked from. */
  model: string;
  /** Settings in force when the current reply was asked for; opaque to the machine. */
  settings: ChatModelSettings | null;
  /** Asked instead of \`model\` when the message has images and \`model\` cannot see; null for the default. */
  visionModel: string | null;
  error: ChatError | null;
}

export interface ChatInput {
  conversationId: string;
  messages?: MessageMap;
  leafId?: string | null;
}

/** What `streamReply` gets: the branch up to and including the user message being answered. */
export interface StreamReplyInput {
  history: ChatMessage[];
  model: string;
  settings: ChatModelSettings | null;
  visionModel: string | null;
}

export type StreamReplyEvent =
  | { type: 'stream.delta'; content: string; reasoning: string }
  | { type: 'stream.done'; finishReason: string | null }
  | { type: 'stream.error'; code: ChatErrorCode; message: string };

export type ChatEvent =
  | { type: 'conversation.load'; conversationId: string; messages: MessageMap; leafId?: string | null }
  | { type: 'message.send'; text: string; attachments?: ChatAttachment[]; model: string; settings?: ChatModelSettings; visionModel?: string | null }
  | { type: 'message.regenerate'; messageId: string; model: string; settings?: ChatModelSettings; visionModel?: string | null }
  | { type: 'message.edit'; messageId: string; text: string; model: string; settings?: ChatModelSettings; visionModel?: string | null }
  | { type: 'message.delete'; messageId: string }
  | { type: 'branch.select'; messageId: string }
  /** Empties the conversation (spec 'clear chat'); it keeps its id, title and settings. */
  | { type: 'conversation.clear' }
  | { type: 'stream.stop' }
  | { type: 'error.dismiss' }
  | StreamReplyEvent;

/** Emitted so the host of the actor can persist: messages to upsert/delete and the new leaf. */
export interface ChatPersistEvent {
  type: 'messages.changed';
  conversationId: string;
  upserted: ChatMessage[];
  deleted: string[];
  leafId: string | null;
}
