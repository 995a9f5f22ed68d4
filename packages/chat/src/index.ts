export type {
  ChatApiMessage,
  ChatCompletionRequest,
  ChatEndpoint,
  ChatModelAdapter,
  ChatSamplingParams,
  ChatStreamDelta,
  ChatStreamOptions,
} from './api/types';
export { ChatApiError, CHAT_ERROR_CODES, isChatErrorCode, toChatErrorCode, type ChatErrorCode } from './api/ChatApiError';
export { createSseParser, type SseEvent, type SseParser } from './api/createSseParser';
export { readChatChunk } from './api/readChatChunk';
export { createOpenAiChatAdapter, type OpenAiChatAdapterOptions } from './api/createOpenAiChatAdapter';
