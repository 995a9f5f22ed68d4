import type { Prompt } from '../prompts/types';
import type { OnlinePromptsModel } from './useOnlinePrompts.types';

export interface PromptFormModel {
  mode: 'add' | 'edit';
  title: string;
  content: string;
  /** Translated refusal (duplicate title or content, empty field); null while none. */
  error: string | null;
}

export interface LocalPromptsViewProps {
  /** The search box's text. */
  query: string;
  /** Called with the search box's text on every change. */
  onQueryChange: (query: string) => void;
  /** The prompts matching the query. */
  prompts: readonly Prompt[];
  /** All local prompts, matching or not. */
  total: number;
  /** The add/edit form's view model; null hides the form. */
  form: PromptFormModel | null;
  /** Opens the form: empty to add, filled to edit `prompt`. */
  onFormOpen: (prompt?: Prompt) => void;
  /** Called with the form field the user typed in. */
  onFormChange: (patch: { title?: string; content?: string }) => void;
  /** Called when the form is saved. */
  onFormSubmit: () => void;
  /** Called by the form's Cancel button. */
  onFormCancel: () => void;
  /** Called by a prompt's Delete button. */
  onDelete: (prompt: Prompt) => void;
  /** Called by the Clear all button (disabled while there are no prompts). */
  onClearAll: () => void;
  /** Called with the JSON file picked by the Import button. */
  onImport: (file: File) => void;
  /** Called by the Export button (disabled while there are no prompts). */
  onExport: () => void;
  /** Called by a prompt's Use button, to put its content into the message box. */
  onUse: (prompt: Prompt) => void;
}

export type PromptStoreTab = 'local' | 'online';

/** The outcome of an import or of adding an online list; `details` names each skipped prompt. */
export interface PromptNotice {
  tone: 'success' | 'danger';
  text: string;
  details: readonly string[];
}

export interface PromptStoreViewProps extends LocalPromptsViewProps {
  /** The dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** The tab shown: Local (the user's prompts) or Online (recommended lists). */
  tab: PromptStoreTab;
  /** Called with the tab the user switches to. */
  onTabChange: (tab: PromptStoreTab) => void;
  /** The outcome of the last import or added online list, shown above the tabs; null shows none. */
  notice: PromptNotice | null;
  /** Called by the notice's Dismiss button. */
  onDismissNotice: () => void;
  /** The Online tab's view model. */
  online: OnlinePromptsModel;
}
