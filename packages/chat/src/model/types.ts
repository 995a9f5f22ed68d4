import type { ChatErrorCode } from '../api/ChatApiError';

export type MessageStatus = 'done' | 'stopped' | 'error';

/** One node of a conversation's message tree; edits and regenerations are siblings. */
export interface ChatMessage {
  id: string;
  conversationId: string;
  parentId: string | null;
  role: 'user' | 'assistant';
  content: string;
  /** `delta.reasoning_content` of reasoning models, shown as a collapsible "thinking" block. */
  reasoning?: string;
  status: MessageStatus;
  /** Set when status is 'error'. */
  error?: { code: ChatErrorCode; message: string };
  model?: string;
  createdAt: number;
}

export type MessageMap = Readonly<Record<string, ChatMessage>>;

/** The assistant message being streamed; kept apart so finished messages keep their identity. */
export interface StreamingMessage {
  id: string;
  parentId: string;
  content: string;
  reasoning: string;
  createdAt: number;
}
