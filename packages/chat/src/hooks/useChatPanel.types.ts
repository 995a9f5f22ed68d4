import type { CSSProperties, ReactNode } from 'react';
import type { ChatErrorCode } from '../api/chatErrorCode';
import type { AccessPasswordViewProps } from '../model/accessPassword.types';
import type { TokenMeterModel } from './useTokenMeter.types';
import type { MessageAction, MessageRow } from '../model/messageRow';
import type { ChatScreen } from '../model/selectChatPanelView';
import type { StreamingTextSource } from '../model/streamingText';
import type { SuggestionSource } from '../model/suggestionTypes';
import type { ChatAttachment } from '../model/types';
import type { AttachViewModel } from './useAttachments';
import type { ConversationSettingsViewProps } from './useConversationSettings.types';
import type { GptsViewProps } from './useGpts.types';
import type { PromptStoreModel } from './usePromptStore';
import type { SidebarViewProps } from './useSidebar.types';
import type { SpeechViewModel } from './useSpeech';
import type { SpeechInputProps } from './useSpeechInput';
import type { VoiceRecorderProps } from './useVoiceRecorder';
import type { CreateSpeechAudio } from '../actors/createSpeechActors';
import type { ChatModelAdapter } from '../api/types';
import type { GptsDirectory } from '../gpts/types';
import type { PromptSource } from '../prompts/downloadPromptList';
import type { ChatStore } from '../store/createChatStore';
import type { SpeechCache } from '../tts/createSpeechCache';

export interface ChatPanelProps {
  /** Model service; @default the OpenAI-compatible adapter on the configured or user-set address */
  adapter?: ChatModelAdapter;
  /** Conversation storage; @default the provider's `chatStoreService` (IndexedDB database "atelier-chat" after `storage.prefix`, unless the host provides another) */
  store?: ChatStore;
  /** Read-aloud audio already fetched; @default IndexedDB database "atelier-chat-tts" after the provider's `storage.prefix` (50 MiB, least recently used evicted) */
  speechCache?: SpeechCache;
  /** Makes the player of a read-aloud clip; @default an HTMLAudioElement */
  createSpeechAudio?: CreateSpeechAudio;
  /** Opens the host's settings at a chat section (e.g. after 'OpenAI API Key error'). @default undefined (no settings links) */
  onOpenSettings?: (details: { section: 'model' | 'server' }) => void;
  /** Prompt store: the Online tab's recommended lists and the fetch that downloads them. @default the built-in lists and `fetch` */
  prompts?: { sources?: readonly PromptSource[]; fetch?: typeof fetch };
  /** GPTs directory: its address (default: the server session's `gptsUrl`, else `/api/gpts`) or a replacement search. @default the session's directory */
  gpts?: { url?: string; directory?: GptsDirectory };
  /** Extra class name on the widget's root. @default undefined (no extra class) */
  className?: string;
  /** Inline style on the widget's root, e.g. its height. @default undefined */
  style?: CSSProperties;
}

export interface ChatPanelViewProps {
  /** What the main area shows: the conversation, the access password form, or the 'no model service' notice. */
  screen: ChatScreen;
  /** The conversation list's view model (its collapse comes from `sidebarCollapsed`). */
  sidebar: Omit<SidebarViewProps, 'collapsed' | 'onExpand'>;
  /** Receives the panel's outer element, whose width picks the layout. */
  measureFrame?: (element: HTMLDivElement | null) => void;
  /** 'docked': the list sits beside the chat; 'drawer' (a panel narrower than 640 px): it slides over the chat. @default 'docked' */
  sidebarMode?: 'docked' | 'drawer';
  /** The conversation list is folded away (in 'drawer' mode: the drawer is closed). */
  sidebarCollapsed: boolean;
  /** Called by the header's show/hide conversations button and Ctrl/Cmd+K. */
  onToggleSidebar: () => void;
  /** Closes the drawer (its close button, the backdrop, Escape). @default onToggleSidebar */
  onCloseSidebar?: () => void;
  /** The messages' view model. */
  list: MessageListProps;
  /** The message box's view model (its toolbar and attachments come from `tools`). */
  composer: ComposerProps;
  /** View models of the tools above the message box. */
  tools: ComposerToolsProps;
  /** "This chat's settings"; null without an open conversation. */
  conversationSettings: ConversationSettingsViewProps | null;
  /** The access password form's view model, used when `screen` is 'password'. */
  password: Omit<AccessPasswordViewProps, 'onOpenServerSettings'>;
  /** The last request's error, shown as a banner above the message box (not for 'ABORTED'); null shows none. */
  error: { code: ChatErrorCode; message: string } | null;
  /** Called by the error banner's Dismiss button. */
  onDismissError: () => void;
  /** The models the header's Model select offers. */
  models: readonly string[];
  /** The model this conversation uses. */
  model: string;
  /** Called with the model picked in the header (the select is disabled while a reply streams). */
  onModelChange: (model: string) => void;
  /** Earlier messages are sent with each question: the header's context button shows as pressed. */
  contextMode: boolean;
  /** Called by the header's context button. */
  onToggleContext: () => void;
  /** Receives the element holding the messages, to render it as an image. */
  onExportImage: (element: HTMLElement) => void;
  /** 'Clear chat' is offered: the conversation has messages and no reply is streaming. */
  canClearChat: boolean;
  /** Called by the header's 'Clear chat' button: asks to confirm, then empties the open conversation (it stays in the list). */
  onClearChat: () => void;
  /** The last export as an image failed: an alert says so in the header. */
  exportFailed: boolean;
  /** Opens the host's settings at a chat section (links in the password form, the no-service notice and the API key error). @default undefined (no settings links) */
  onOpenSettings?: (details: { section: 'model' | 'server' }) => void;
  /** Extra class name on the widget's root. @default undefined (no extra class) */
  className?: string;
  /** Inline style on the widget's root, e.g. its height. @default undefined */
  style?: CSSProperties;
}

export interface MessageListProps {
  /** The conversation's messages along the selected branch, oldest first. */
  rows: readonly MessageRow[];
  /** The reply being streamed, rendered after `rows`. */
  streamingRow: MessageRow | null;
  /**
   * The streaming reply's text, read live by its message alone. Without it the message shows
   * `streamingRow`'s own content (a static view: stories, tests).
   */
  streamingText?: StreamingTextSource;
  /** A reply is streaming: regenerate, edit, delete and branch switching are disabled. */
  busy: boolean;
  /** Called with what the user did to a message: regenerate, edit, delete, switch branch, or an error to report. */
  onAction: (action: MessageAction) => void;
  /** Read aloud for the replies; without it no Read aloud button shows. @default undefined (no Read aloud buttons) */
  speech?: SpeechViewModel | null;
}

export interface ComposerProps {
  /** A reply is streaming: Send becomes Stop and Escape stops it. */
  busy: boolean;
  /** The text box is read-only and nothing can be sent. @default false */
  disabled?: boolean;
  /** Touch layout: Enter is a new line and Ctrl+Enter sends. @default false */
  mobile?: boolean;
  /** The draft and the files ready to go with it (none without `attachments`). */
  onSend: (text: string, attachments: ChatAttachment[]) => void;
  /** Called by the Stop button, or Escape, while `busy`. */
  onStop: () => void;
  /** The remaining-tokens meter: an estimate marked "≈" until the meter is opened or nears the limit, then exact. @default undefined (no meter) */
  meter?: TokenMeterModel;
  /** Tools shown above the text box; they reach the draft with `useComposerDraft()`. @default undefined (no toolbar) */
  toolbar?: ReactNode;
  /** What typing a trigger character offers (`/` prompts, `@` recent GPTs). @default none */
  suggestions?: readonly SuggestionSource[];
  /** Pending files: shown above the text box, added by paste and drop, sent with the message. @default undefined (paste and drop add no files) */
  attachments?: AttachViewModel;
}

/**
 * The row of tools above the message box (voice, speech recognition, attachments, prompts,
 * GPTs). Each tool is its own component with its own view model; this only lays them out in a
 * fixed order. Rendered inside the Composer, so tools reach the draft with `useComposerDraft()`.
 */
export interface ComposerToolsProps {
  /** Voice recording sent through the model service's transcription. @default undefined (no voice recorder button) */
  voice?: VoiceRecorderProps;
  /** The browser's own speech recognition. @default undefined (no speech input button) */
  speech?: SpeechInputProps;
  /** The prompt store button and dialog. @default undefined (no prompt store button) */
  prompts?: PromptStoreModel;
  /** The GPTs button and dialog. @default undefined (no GPTs button) */
  gpts?: GptsViewProps;
  /** Attach button; the Composer takes the same view model for paste, drop and the pending list. @default undefined (no attach button) */
  attach?: AttachViewModel;
}
