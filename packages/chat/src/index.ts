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
  SpeechRequest,
} from './api/types';
export { CHAT_ERROR_CODES, chatErrorCodeOf, isChatErrorCode, toChatErrorCode, type ChatErrorCode } from './api/chatErrorCode';
export { chatErrorDetail, chatErrorMessage } from './errors/chatErrorMessage';
export { createSseParser, type SseEvent, type SseParser } from './api/createSseParser';
export { readChatChunk } from './api/readChatChunk';
export { createOpenAiChatAdapter, type LibrarySession, type OpenAiChatAdapterOptions } from './api/createOpenAiChatAdapter';
export type { AttachmentServerCode } from './api/attachmentServerCodes';

export { ChatPanel } from './components/ChatPanel/ChatPanel';
export { ChatPanelView } from './components/ChatPanel/ChatPanelView';
export type { ChatPanelViewProps, ComposerProps, ComposerToolsProps, MessageListProps } from './hooks/useChatPanel.types';
export type { AccessPasswordViewProps } from './model/accessPassword.types';
export { selectChatPanelView, offeredModels, type ChatScreen, type ChatPanelGateView, type ChatPanelSnapshot } from './model/selectChatPanelView';
export {
  chatPanelMachine,
  type ChatPanelContext,
  type ChatPanelEmitted,
  type ChatPanelEvent,
  type ChatPanelGate,
  type ChatPanelInput,
  type VerifyPasswordResult,
} from './machines/chatPanelMachine';
export { useChatPanel, type ChatPanelProps } from './hooks/useChatPanel';
export type { MessageRow, MessageAction } from './model/messageRow';
export type { StreamingText, StreamingTextSource } from './model/streamingText';
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
export { canSeeImages, isReverseModel, DEFAULT_VISION_MODEL } from './contextWindow/visionModels';
export { pathTo, siblingInfo, latestLeaf, type SiblingInfo } from './model/messageTree';
export { createChatStore, createSyncedChatStore, type ChatStore, type ChatStoreOptions, type SyncedChatStore } from './store/createChatStore';
export type { ChatStoreChange } from './store/createStoreChanges';
export { chatStoreService } from './services/chatStoreService';
export type { Conversation, ChatExport, ImportProblem, ImportResult, SearchHit } from './store/types';
export { validateExport } from './store/validateExport';
export { buildChatRequest, buildApiMessages, requestModelFor, selectContext, type ChatRequestOptions } from './contextWindow/buildChatRequest';
export { remainingTokens, type TokenBudget, type CountTokens } from './contextWindow/remainingTokens';
export { estimateTokens } from './contextWindow/estimateTokens';
export type { TokenReading } from './contextWindow/createTokenMeter';
export type { TokenWorker, TokenWorkerFactory } from './contextWindow/createTokenWorker';
export type { TokenCountRequest, TokenCountReply } from './contextWindow/tokenWorkerProtocol';
export type { TokenMeterModel } from './hooks/useTokenMeter.types';
export { tokenWorkerService } from './services/tokenWorkerService';
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
export { createChatPrefs, isValidBaseUrl, readServerPrefs, readUiPrefs, type ChatPrefs, type ServerPrefs, type UiPrefs } from './prefs/chatPrefs';
export { chatPrefsService } from './services/chatPrefsService';
export { sanitizeGlobalSettings } from './settings/sanitizeSettings';
export { createChatServices, type ChatServices } from './services/createChatServices';
export { useChatServices } from './services/useChatServices';
export type { Pref } from './prefs/createPref';
export { chatNamespace, type ChatMessages } from './i18n/chatNamespace';
export { chatSettingsSections, type ChatSettingsSection } from './settings/sections/chatSettingsSections';
export { ChatModelSettingsSection } from './settings/sections/ChatModelSettingsSection';
export { ChatModelSettingsView } from './settings/sections/ChatModelSettingsView';
export type { ChatModelSettingsViewProps } from './settings/sections/useChatModelSettings.types';
export { ChatAdvancedSettingsSection } from './settings/sections/ChatAdvancedSettingsSection';
export { ChatAdvancedSettingsView, type ChatAdvancedSettingsViewProps } from './settings/sections/ChatAdvancedSettingsView';
export { ChatAboutSettingsSection } from './settings/sections/ChatAboutSettingsSection';
export { ChatAboutSettingsView } from './settings/sections/ChatAboutSettingsView';
export type { ChatAboutSettingsViewProps, UsageState } from './settings/sections/useChatUsage.types';

export type { ComposerDraft } from './model/composerDraft';
export { useComposerDraft } from './hooks/useComposerDraft';
export { ComposerTools } from './components/ComposerTools/ComposerTools';
export { VoiceRecorder } from './components/VoiceRecorder/VoiceRecorder';
export { VoiceRecorderView } from './components/VoiceRecorder/VoiceRecorderView';
export type { VoiceRecorderViewProps, VoiceRecorderStatus } from './hooks/useVoiceRecorder.types';
export { useVoiceRecorder, type VoiceRecorderProps, type TranscribeFn } from './hooks/useVoiceRecorder';
export { voiceRecorderMachine, recordingFileName, DEFAULT_SILENCE_MS, DEFAULT_SILENCE_THRESHOLD } from './machines/voiceRecorderMachine';
export type {
  MicrophoneCommand,
  MicrophoneEvent,
  TranscribeInput,
  VoiceErrorCode,
  VoiceRecorderContext,
  VoiceRecorderError,
  VoiceRecorderEvent,
  VoiceRecorderInput,
  VoiceRecording,
  VoiceTranscribedEvent,
} from './machines/voiceRecorderMachine.types';
export { createMicrophoneActor, levelOf, type MicrophoneActorOptions } from './voice/createMicrophoneActor';
export { SpeechInput } from './components/SpeechInput/SpeechInput';
export { SpeechInputView } from './components/SpeechInput/SpeechInputView';
export type { SpeechInputViewProps } from './hooks/useSpeechInput.types';
export { useSpeechInput, type SpeechInputProps } from './hooks/useSpeechInput';
export {
  findSpeechRecognition,
  type SpeechErrorCode as SpeechRecognitionErrorCode,
  type SpeechRecognitionConstructor,
  type SpeechRecognitionLike,
  type SpeechResultEventLike,
} from './voice/speechRecognition';
export type { Prompt, PromptProblem, PromptResult } from './prompts/types';
export { addPrompt, editPrompt, deletePrompt, searchPrompts, findConflict, matchPromptTitles } from './prompts/promptRules';
export {
  parsePromptFile,
  parsePromptList,
  mergePrompts,
  exportPrompts,
  PROMPT_EXPORT_FILE,
  type ParsedPromptFile,
  type PromptFileProblem,
  type MergeResult,
  type SkippedPrompt,
} from './prompts/importPrompts';
export { readPromptList } from './prompts/readPromptList';
export {
  downloadPromptList,
  DEFAULT_PROMPT_SOURCES,
  type PromptSource,
  type DownloadProblem,
  type DownloadResult,
} from './prompts/downloadPromptList';
export { createPromptSuggestions } from './prompts/promptSuggestions';
export { usePromptStore, type PromptStoreOptions, type PromptStoreModel } from './hooks/usePromptStore';
export { PromptStoreView } from './components/PromptStore/PromptStoreView';
export type { PromptStoreViewProps, PromptStoreTab, PromptNotice, LocalPromptsViewProps, PromptFormModel } from './hooks/usePromptStore.types';
export { PromptStoreTool } from './components/PromptStore/PromptStoreTool';

export type { Gpt, GptsDirectory } from './gpts/types';
export { gptModel, GPT_MODEL_PREFIX } from './gpts/gptModel';
export { createGptsDirectory, DEFAULT_GPTS_URL, type GptsDirectoryOptions } from './gpts/createGptsDirectory';
export { parseGptsResponse } from './gpts/parseGpts';
export { readRecentGpts, rememberGpt, MAX_RECENT_GPTS } from './gpts/recentGpts';
export { createGptSuggestions } from './gpts/gptSuggestions';
export { useGpts, type GptsOptions } from './hooks/useGpts';
export { GptsView } from './components/Gpts/GptsView';
export type { GptsViewProps } from './hooks/useGpts.types';
export { GptsTool } from './components/Gpts/GptsTool';

export { ComposerSuggestions, type ComposerSuggestionsProps } from './components/ComposerSuggestions/ComposerSuggestions';
export { useComposerSuggestions, type ComposerSuggestionsModel, type ComposerSuggestionsOptions } from './components/ComposerSuggestions/useComposerSuggestions';
export { findTrigger } from './components/ComposerSuggestions/findTrigger';
export type { SuggestionItem, SuggestionSource, SuggestionDraft, SuggestionTrigger, TriggerMatch } from './model/suggestionTypes';
export { speechMachine, type SpeechContext as SpeechMachineContext, type SpeechError, type SpeechErrorCode as TtsErrorCode, type SpeechEvent, type LoadSpeechInput } from './machines/speechMachine';
export { createLoadSpeechActor, createPlaySpeechActor, createAudioElement, type CreateSpeechAudio, type SpeechAudio } from './actors/createSpeechActors';
export { useSpeech, type SpeechOptions, type SpeechStatus, type SpeechViewModel } from './hooks/useSpeech';
export { ReadAloudButton, type ReadAloudButtonProps } from './components/ReadAloud/ReadAloudButton';
export { SpeechContext } from './components/ReadAloud/SpeechContext';
export { createSpeechCache, speechCacheKey, type SpeechCache, type SpeechCacheOptions } from './tts/createSpeechCache';
export { toSpeechText, splitSpeechText, SPEECH_INPUT_MAX, SPEECH_MAX_PARTS } from './tts/toSpeechText';
export type { ConversationSettingsViewProps } from './hooks/useConversationSettings.types';
export { EXPORT_FORMAT, EXPORT_VERSION } from './store/types';
export type { OnlinePromptsModel } from './hooks/useOnlinePrompts.types';
export type { PlaySpeechEvent } from './machines/speechMachine';
export type { SidebarViewProps } from './hooks/useSidebar.types';
export type { ModelParams } from './settings/modelParams';
export { MODEL_PARAM_KEYS } from './settings/modelParams';
