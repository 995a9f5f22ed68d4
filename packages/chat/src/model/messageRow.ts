import type { ChatErrorCode } from '../api/chatErrorCode';
import type { SiblingInfo } from './messageTree';
import type { ChatAttachment } from './types';

/** One row of the message list, ready to render. */
export interface MessageRow {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  reasoning: string;
  status: 'done' | 'stopped' | 'error' | 'streaming';
  error: { code: ChatErrorCode; message: string } | null;
  siblings: SiblingInfo;
  model: string | null;
  /** Files sent with a user message. */
  attachments?: readonly ChatAttachment[];
}

export type MessageAction =
  | { type: 'regenerate'; id: string }
  | { type: 'edit'; id: string; text: string }
  | { type: 'delete'; id: string }
  | { type: 'select'; id: string }
  | { type: 'error'; code: ChatErrorCode };
