import type { ChatMessage } from '../model/types';
import type { ChatModelSettings } from '../settings/chatSettings';
import { selectContext } from './buildChatRequest';

export type CountTokens = (text: string) => number;

export interface TokenBudget {
  contextLength: number;
  rolePrompt: number;
  context: number;
  replyCount: number;
  input: number;
  /** contextLength − rolePrompt − context − replyCount − input (spec §9); may go negative. */
  remaining: number;
}

/**
 * The remaining-tokens meter. `history` is the branch on screen; the context is what the
 * next request would carry with the current settings.
 */
export function remainingTokens(options: {
  contextLength: number;
  settings: ChatModelSettings;
  history: readonly ChatMessage[];
  input: string;
  countTokens: CountTokens;
}): TokenBudget {
  const { contextLength, settings, history, input, countTokens } = options;
  const rolePrompt = settings.systemPrompt.trim() === '' ? 0 : countTokens(settings.systemPrompt);
  const context = selectContext(history, settings).reduce((sum, m) => sum + countTokens(m.content), 0);
  const inputTokens = input === '' ? 0 : countTokens(input);
  const replyCount = settings.max_tokens;
  return { contextLength, rolePrompt, context, replyCount, input: inputTokens, remaining: contextLength - rolePrompt - context - replyCount - inputTokens };
}
