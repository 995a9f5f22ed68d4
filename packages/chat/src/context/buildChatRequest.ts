import type { ChatApiMessage, ChatCompletionRequest } from '../api/types';
import type { ChatMessage } from '../model/types';
import type { ChatModelSettings } from '../settings/chatSettings';

/** Earlier messages worth sending: failed or empty replies carry no context. */
export function isContextMessage(message: ChatMessage): boolean {
  return message.content.trim() !== '' && message.status !== 'error';
}

/** Of the messages before the new one, those sent along: the last `contextCount`, or none with context mode off. */
export function selectContext(earlier: readonly ChatMessage[], settings: Pick<ChatModelSettings, 'contextMode' | 'contextCount'>): ChatMessage[] {
  if (!settings.contextMode || settings.contextCount <= 0) return [];
  const useful = earlier.filter(isContextMessage);
  return useful.slice(Math.max(0, useful.length - settings.contextCount));
}

/**
 * The messages of the next request: role prompt, then the selected context, then the new
 * user message (the branch's last one).
 */

export function buildApiMessages(history: readonly ChatMessage[], settings: ChatModelSettings): ChatApiMessage[] {
  const messages: ChatApiMessage[] = [];
  if (settings.systemPrompt.trim() !== '') messages.push({ role: 'system', content: settings.systemPrompt });
  for (const m of selectContext(history.slice(0, -1), settings)) messages.push({ role: m.role, content: m.content });
  const last = history.at(-1);
  if (last) messages.push({ role: last.role, content: last.content });
  return messages;
}

export function buildChatRequest(history: readonly ChatMessage[], settings: ChatModelSettings, model = settings.model): ChatCompletionRequest {
  return {
    model,
    messages: buildApiMessages(history, settings),
    max_tokens: settings.max_tokens,
    temperature: settings.temperature,
    top_p: settings.top_p,
    presence_penalty: settings.presence_penalty,
    frequency_penalty: settings.frequency_penalty,
  };
}
