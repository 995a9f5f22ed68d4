import type { ChatGlobalSettings } from '../chatSettings';

/** What Settings → Model shows; `useChatModelSettings` builds it. */
export interface ChatModelSettingsViewProps {
  /** The global chat settings the fields show. */
  settings: ChatGlobalSettings;
  /** The models the Model select offers. */
  models: readonly string[];
  /** Called with the settings a field changed, as it changes. */
  onChange: (patch: Partial<ChatGlobalSettings>) => void;
  /** Called by the Reset button to put every chat setting back to its default. */
  onReset: () => void;
  /** Called by the Server Pull button to fetch the model service's models into the custom models. */
  onServerPull: () => void;
  /** A Server Pull is under way: its button is disabled. */
  pulling: boolean;
  /** The outcome of the last Server Pull, shown under the Model select (an alert when `failed`); null shows nothing. */
  pullMessage: { text: string; failed: boolean } | null;
}
