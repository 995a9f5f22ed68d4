import {
  type ChatGlobalSettings,
  type ChatModelSettings,
  type ConversationSettings,
  defaultChatSettings,
  SETTING_RANGES,
  TTS_VOICES,
  type TtsVoice,
} from './chatSettings';

type NumericKey = keyof typeof SETTING_RANGES;
const NUMERIC_KEYS = Object.keys(SETTING_RANGES) as NumericKey[];
const STRING_KEYS = ['model', 'systemPrompt'] as const;
const PROFILE_KEYS = ['avatar', 'name', 'description', 'customModels'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function clampSetting(key: NumericKey, value: number): number {
  const { min, max, step } = SETTING_RANGES[key];
  const clamped = Math.min(max, Math.max(min, value));
  return step >= 1 ? Math.round(clamped) : Math.round(clamped / step) * step;
}

const isVoice = (value: unknown): value is TtsVoice => typeof value === 'string' && (TTS_VOICES as readonly string[]).includes(value);

/** Keeps only well-typed, in-range overrides; anything else is dropped, never trusted. */
export function sanitizeConversationSettings(value: unknown): ConversationSettings {
  if (!isRecord(value)) return {};
  const out: ConversationSettings = {};
  for (const key of NUMERIC_KEYS) {
    const v = value[key];
    if (typeof v === 'number' && Number.isFinite(v)) out[key] = clampSetting(key, v);
  }
  for (const key of STRING_KEYS) {
    const v = value[key];
    if (typeof v === 'string' && (key !== 'model' || v.trim() !== '')) out[key] = key === 'model' ? v.trim() : v;
  }
  if (typeof value.contextMode === 'boolean') out.contextMode = value.contextMode;
  if (isVoice(value.ttsVoice)) out.ttsVoice = value.ttsVoice;
  return out;
}

/** Global settings from storage: valid fields kept, the rest defaulted. */
export function sanitizeGlobalSettings(value: unknown): ChatGlobalSettings {
  const out: ChatGlobalSettings = { ...defaultChatSettings, ...sanitizeConversationSettings(value) };
  if (isRecord(value)) {
    for (const key of PROFILE_KEYS) {
      const v = value[key];
      if (typeof v === 'string') out[key] = v;
    }
  }
  return out;
}

/** Per-conversation settings over global ones. */
export function resolveSettings(global: ChatGlobalSettings, override: ConversationSettings | undefined): ChatModelSettings {
  return { ...global, ...(override ?? {}) };
}
