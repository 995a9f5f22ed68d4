import type { CSSProperties } from 'react';
import type { CreateSpeechAudio } from '../actors/createSpeechActors';
import type { ChatModelAdapter } from '../api/types';
import type { GptsDirectory } from '../gpts/types';
import type { PromptSource } from '../prompts/downloadPromptList';
import type { ChatStore } from '../store/createChatStore';
import type { SpeechCache } from '../tts/createSpeechCache';

export interface ChatPanelProps {
  /** Model service; @default the OpenAI-compatible adapter on the configured or user-set address */
  adapter?: ChatModelAdapter;
  /** Conversation storage; @default IndexedDB database "atelier-chat", after the provider's `storage.prefix` */
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
