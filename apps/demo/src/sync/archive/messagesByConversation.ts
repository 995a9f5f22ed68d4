import type { ChatMessage } from '@atelier/chat';

/** An export's messages by the conversation they belong to, in their order. */
export function messagesByConversation(messages: readonly ChatMessage[]): Map<string, ChatMessage[]> {
  const byConversation = new Map<string, ChatMessage[]>();
  for (const message of messages) {
    const list = byConversation.get(message.conversationId);
    if (list) list.push(message);
    else byConversation.set(message.conversationId, [message]);
  }
  return byConversation;
}
