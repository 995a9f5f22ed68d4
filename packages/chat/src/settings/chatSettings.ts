import type { TtsVoice } from '../api/types';

/** Model settings of spec §3 with the ranges and defaults of reference §2.2. */
export interface ChatModelSettings {
  model: string;
  temperature: number;
  top_p: number;
  presence_penalty: number;
  frequency_penalty: number;
  /** Reply count, sent as `max_tokens`. */
  max_tokens: number;
  /** How many earlier messages are sent when context mode is on. */
  contextCount: number;
  /** Off: only the new message is sent. */
  contextMode: boolean;
  /** Role setting / system prompt; empty sends no system message. */
  systemPrompt: string;
  ttsVoice: TtsVoice;
}

/** The assistant's identity and model choices, global only. */
export interface ChatProfileSettings {
  avatar: string;
  name: string;
  description: string;
  /** Extra model ids, space- or comma-separated (spec §3). */
  customModels: string;
}

export type ChatGlobalSettings = ChatModelSettings & ChatProfileSettings;

/** Overrides stored on one conversation. */
export type ConversationSettings = Partial<ChatModelSettings>;

// One list for the setting and the adapter's speech request.
export { TTS_VOICES, type TtsVoice } from '../api/types';

interface Range {
  min: number;
  max: number;
  step: number;
}

export const SETTING_RANGES = {
  temperature: { min: 0, max: 1, step: 0.01 },
  top_p: { min: 0, max: 1, step: 0.01 },
  presence_penalty: { min: 0, max: 1, step: 0.01 },
  frequency_penalty: { min: 0, max: 1, step: 0.01 },
  max_tokens: { min: 1, max: 128_000, step: 1 },
  contextCount: { min: 0, max: 50, step: 1 },
} as const satisfies Record<string, Range>;

export const DEFAULT_MODEL = 'gpt-4o-mini';

export const defaultChatSettings: ChatGlobalSettings = {
  model: DEFAULT_MODEL,
  temperature: 0.5,
  top_p: 1,
  presence_penalty: 0,
  frequency_penalty: 0,
  max_tokens: 1024,
  contextCount: 10,
  contextMode: true,
  systemPrompt: '',
  ttsVoice: 'alloy',
  avatar: '',
  name: '',
  description: '',
  customModels: '',
};
