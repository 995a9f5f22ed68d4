import type { PromptSource } from '../prompts/downloadPromptList';
import type { Prompt } from '../prompts/types';

export interface OnlinePromptsModel {
  /** Recommended lists; choosing one fills in the address. */
  sources: readonly PromptSource[];
  url: string;
  onUrlChange: (url: string) => void;
  onDownload: () => void;
  downloading: boolean;
  /** Translated failure ('Please check the network status and JSON file validity', …). */
  error: string | null;
  /** The downloaded list, before it is added. */
  preview: readonly Prompt[] | null;
  onAddAll: () => void;
}
