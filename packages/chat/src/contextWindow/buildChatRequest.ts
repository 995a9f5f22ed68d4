import type { ChatApiMessage, ChatCompletionRequest, ChatContentPart } from '../api/types';
import type { ChatMessage } from '../model/types';
import type { ChatModelSettings } from '../settings/chatSettings';
import { canSeeImages, DEFAULT_VISION_MODEL, isReverseModel } from './visionModels';

/** Earlier messages worth sending: failed or empty replies carry no context. */
export function isContextMessage(message: ChatMessage): boolean {
  return (message.content.trim() !== '' || (message.attachments?.length ?? 0) > 0) && message.status !== 'error';
}

export interface ChatRequestOptions {
  /** Asked instead of a model that cannot see when the new message has images. @default 'gpt-4o' */
  visionModel?: string | null;
}

const isHttp = (url: string | undefined): url is string => url !== undefined && /^https?:\/\//i.test(url);

/** Links first, then the text: how link-reading models expect files (reference §2.3). */
function withLinks(text: string, urls: readonly string[]): string {
  return urls.length === 0 ? text : [...urls, text].filter((s) => s !== '').join('\n');
}

function hasImages(message: ChatMessage | undefined): boolean {
  return message?.role === 'user' && (message.attachments ?? []).some((a) => a.kind === 'image' && (a.dataUrl ?? a.url));
}

/** Earlier turns carry only their http links; base64 images are not sent again. */
function historyMessage(m: ChatMessage): ChatApiMessage {
  const urls = (m.attachments ?? []).map((a) => a.url).filter(isHttp);
  return { role: m.role, content: withLinks(m.content, urls) };
}

function lastMessage(m: ChatMessage, model: string): ChatApiMessage {
  const attachments = m.attachments ?? [];
  if (m.role !== 'user' || attachments.length === 0) return { role: m.role, content: m.content };
  const links = attachments.filter((a) => a.kind !== 'image' || isReverseModel(model)).map((a) => a.url).filter(isHttp);
  const text = withLinks(m.content, links);
  if (isReverseModel(model) || !hasImages(m)) return { role: m.role, content: text };
  const images = attachments.flatMap((a): ChatContentPart[] => {
    const url = a.kind === 'image' ? (a.dataUrl ?? a.url) : undefined;
    return url ? [{ type: 'image_url', image_url: { url } }] : [];
  });
  return { role: m.role, content: [{ type: 'text', text }, ...images] };
}

/**
 * The model a request goes to: images switch a model that cannot see to the vision model;
 * reverse models keep theirs (they read the uploaded links).
 */
export function requestModelFor(history: readonly ChatMessage[], model: string, options: ChatRequestOptions = {}): string {
  if (!hasImages(history.at(-1)) || isReverseModel(model) || canSeeImages(model)) return model;
  return options.visionModel || DEFAULT_VISION_MODEL;
}

/** Of the messages before the new one, those sent along: the last `contextCount`, or none with context mode off. */
export function selectContext(earlier: readonly ChatMessage[], settings: Pick<ChatModelSettings, 'contextMode' | 'contextCount'>): ChatMessage[] {
  if (!settings.contextMode || settings.contextCount <= 0) return [];
  // From the end back, so a long conversation costs as much as its last few messages: the
  // composer's token meter asks at every keystroke.
  const chosen: ChatMessage[] = [];
  for (let i = earlier.length - 1; i >= 0 && chosen.length < settings.contextCount; i -= 1) {
    const message = earlier[i];
    if (message && isContextMessage(message)) chosen.push(message);
  }
  return chosen.reverse();
}

/**
 * The messages of the next request: role prompt, then the selected context, then the new
 * user message (the branch's last one).
 */

export function buildApiMessages(history: readonly ChatMessage[], settings: ChatModelSettings, model = settings.model): ChatApiMessage[] {
  const messages: ChatApiMessage[] = [];
  if (settings.systemPrompt.trim() !== '') messages.push({ role: 'system', content: settings.systemPrompt });
  for (const m of selectContext(history.slice(0, -1), settings)) messages.push(historyMessage(m));
  const last = history.at(-1);
  if (last) messages.push(lastMessage(last, model));
  return messages;
}

export function buildChatRequest(
  history: readonly ChatMessage[],
  settings: ChatModelSettings,
  model = settings.model,
  options: ChatRequestOptions = {},
): ChatCompletionRequest {
  return {
    model: requestModelFor(history, model, options),
    messages: buildApiMessages(history, settings, model),
    max_tokens: settings.max_tokens,
    temperature: settings.temperature,
    top_p: settings.top_p,
    presence_penalty: settings.presence_penalty,
    frequency_penalty: settings.frequency_penalty,
  };
}
