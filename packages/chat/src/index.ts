export { normalizeMath } from './components/Markdown/normalizeMath';
export type {
  ChatApiMessage,
  ChatContentPart,
  ChatCompletionRequest,
  ChatEndpoint,
  ChatModelAdapter,
  ChatSamplingParams,
  ChatStreamDelta,
  ChatStreamOptions,
  ChatUsage,
} from './api/types';
export { ChatApiError, CHAT_ERROR_CODES, isChatErrorCode, toChatErrorCode, type ChatErrorCode } from './api/ChatApiError';
export { createSseParser, type SseEvent, type SseParser } from './api/createSseParser';
export { readChatChunk } from './api/readChatChunk';
export { createOpenAiChatAdapter, type OpenAiChatAdapterOptions } from './api/createOpenAiChatAdapter';

export { ChatPanel } from './components/ChatPanel/ChatPanel';
export { ChatPanelView, type ChatPanelViewProps, type ChatScreen } from './components/ChatPanel/ChatPanelView';
export { useChatPanel, type ChatPanelProps } from './hooks/useChatPanel';
export type { MessageRow, MessageAction } from './components/MessageList/types';
export { chatMachine } from './machines/chatMachine';
export type { ChatContext, ChatEvent, ChatInput, ChatPersistEvent, StreamReplyInput, StreamReplyEvent, ChatError } from './machines/chatMachine.types';
export { createStreamReplyActor, type StreamReplyActorOptions } from './actors/createStreamReplyActor';
export type { AttachmentKind, ChatAttachment, ChatMessage, MessageMap, MessageStatus, StreamingMessage } from './model/types';
export { attachmentKindOf, acceptFor, AUDIO_EXTENSIONS } from './model/attachmentKind';
export {
  attachmentsMachine,
  type AttachFailure,
  type AttachRefusal,
  type AttachmentsContext,
  type AttachmentsEvent,
  type PendingAttachment,
  type PrepareAttachmentEvent,
  type PrepareAttachmentInput,
} from './machines/attachmentsMachine';
export { createPrepareAttachmentActor } from './actors/createPrepareAttachmentActor';
export { useAttachments, DEFAULT_IMAGE_MAX_BYTES, type AttachViewModel, type PendingAttachmentView } from './hooks/useAttachments';
export { PendingAttachments } from './components/Attachments/PendingAttachments';
export { AttachButton } from './components/Attachments/AttachButton';
export { MessageAttachments } from './components/Attachments/MessageAttachments';
export { canSeeImages, isReverseModel, DEFAULT_VISION_MODEL } from './context/visionModels';
export { pathTo, siblingInfo, latestLeaf, type SiblingInfo } from './model/messageTree';
export { createChatStore, type ChatStore } from './store/createChatStore';
export type { Conversation, ChatExport, ImportProblem, ImportResult, SearchHit } from './store/types';
export { buildChatRequest, buildApiMessages, requestModelFor, selectContext, type ChatRequestOptions } from './context/buildChatRequest';
export { remainingTokens, loadTokenCounter, type TokenBudget, type CountTokens } from './context/remainingTokens';
export {
  defaultChatSettings,
  SETTING_RANGES,
  TTS_VOICES,
  DEFAULT_MODEL,
  type ChatGlobalSettings,
  type ChatModelSettings,
  type ChatProfileSettings,
  type ConversationSettings,
  type TtsVoice,
} from './settings/chatSettings';
export { BUILT_IN_MODELS, contextLengthOf, mergeModels, isGpt4Model } from './settings/modelCatalog';
export { chatPrefs, isValidBaseUrl, type ServerPrefs } from './prefs/chatPrefs';
export { chatNamespace } from './i18n/chatNamespace';
export { chatSettingsSections, type ChatSettingsSection } from './settings/sections/chatSettingsSections';
export { ChatModelSettingsSection } from './settings/sections/ChatModelSettingsSection';
export { ChatModelSettingsView, type ChatModelSettingsViewProps } from './settings/sections/ChatModelSettingsView';
export { ChatAdvancedSettingsSection } from './settings/sections/ChatAdvancedSettingsSection';
export { ChatAdvancedSettingsView, type ChatAdvancedSettingsViewProps } from './settings/sections/ChatAdvancedSettingsView';
export { ChatAboutSettingsSection } from './settings/sections/ChatAboutSettingsSection';
export { ChatAboutSettingsView, type ChatAboutSettingsViewProps, type UsageState } from './settings/sections/ChatAboutSettingsView';
