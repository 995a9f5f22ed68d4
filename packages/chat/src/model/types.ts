import type { ChatErrorCode } from '../api/chatErrorCode';

export type MessageStatus = 'done' | 'stopped' | 'error';

export type AttachmentKind = 'image' | 'audio' | 'file';

/** A file sent with a user message (reference §2.3, §2.6). */
export interface ChatAttachment {
  kind: AttachmentKind;
  name: string;
  /** MIME type as the browser reported it; may be ''. */
  type: string;
  size: number;
  /** Where the upload service put it (http URL); models that take links get this. */
  url?: string;
  /** The image itself, for models that read base64 images. */
  dataUrl?: string;
}

/** One node of a conversation's message tree; edits and regenerations are siblings. */
export interface ChatMessage {
  id: string;
  conversationId: string;
  parentId: string | null;
  role: 'user' | 'assistant';
  content: string;
  /** Files the user sent with this message. */
  attachments?: ChatAttachment[];
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
