import type { ModelParams } from '../settings/modelParams';

export interface ConversationSettingsViewProps {
  /** The dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close (Escape, the close button, the header's button). */
  onOpenChange: (open: boolean) => void;
  /** This conversation's values: its own where set, the global ones otherwise. */
  settings: ModelParams;
  /** How many settings this conversation sets for itself. */
  overrides: number;
  /** Called with the parameter a field changed; it becomes this conversation's own value. */
  onChange: (patch: Partial<ModelParams>) => void;
  /** Drops this conversation's own values so the global settings apply again. */
  onUseGlobal: () => void;
}
