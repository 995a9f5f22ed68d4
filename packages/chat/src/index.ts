export { normalizeMath } from './components/Markdown/normalizeMath';
export type {
  ChatApiMessage,
  ChatCompletionRequest,
  ChatEndpoint,
  ChatModelAdapter,
  ChatSamplingParams,
  ChatStreamDelta,
  ChatStreamOptions,
  ChatUsage,
  SpeechRequest,
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
export type { ChatMessage, MessageMap, MessageStatus, StreamingMessage } from './model/types';
export { pathTo, siblingInfo, latestLeaf, type SiblingInfo } from './model/messageTree';
export { createChatStore, type ChatStore } from './store/createChatStore';
export type { Conversation, ChatExport, ImportProblem, ImportResult, SearchHit } from './store/types';
export { buildChatRequest, buildApiMessages, selectContext } from './context/buildChatRequest';
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
export { speechMachine, type SpeechContext as SpeechMachineContext, type SpeechError, type SpeechErrorCode, type SpeechEvent, type LoadSpeechInput } from './machines/speechMachine';
export { createLoadSpeechActor, createPlaySpeechActor, createAudioElement, type CreateSpeechAudio, type SpeechAudio } from './actors/createSpeechActors';
export { useSpeech, type SpeechOptions, type SpeechStatus, type SpeechViewModel } from './hooks/useSpeech';
export { ReadAloudButton, type ReadAloudButtonProps } from './components/ReadAloud/ReadAloudButton';
export { SpeechContext } from './components/ReadAloud/SpeechContext';
export { createSpeechCache, speechCacheKey, type SpeechCache, type SpeechCacheOptions } from './tts/createSpeechCache';
export { toSpeechText, splitSpeechText, SPEECH_INPUT_MAX, SPEECH_MAX_PARTS } from './tts/toSpeechText';
