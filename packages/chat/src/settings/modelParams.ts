import type { ChatModelSettings } from './chatSettings';

/**
 * The settings a conversation may override. Apart from `ModelParamsFields` so that the panel's
 * eager code (which counts a chat's overrides) does not pull the dialog's form into the first visit.
 */
export const MODEL_PARAM_KEYS = [
  'systemPrompt',
  'contextCount',
  'max_tokens',
  'temperature',
  'top_p',
  'presence_penalty',
  'frequency_penalty',
] as const;

/** The values of `MODEL_PARAM_KEYS`. */
export type ModelParams = Pick<ChatModelSettings, (typeof MODEL_PARAM_KEYS)[number]>;
