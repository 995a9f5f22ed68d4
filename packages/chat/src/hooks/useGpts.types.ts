import type { Gpt } from '../gpts/types';

export interface GptsViewProps {
  /** The dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** The search box's text; while it is empty the recent GPTs show above the results. */
  query: string;
  /** Called with the search box's text on every change. */
  onQueryChange: (query: string) => void;
  /** The directory search: under way, failed (an alert with Retry), or done. */
  status: 'loading' | 'failed' | 'done';
  /** The GPTs the directory found, shown when `status` is 'done'. */
  results: readonly Gpt[];
  /** GPTs used lately, most recent first (at most 10). */
  recent: readonly Gpt[];
  /** The conversation's model, to mark the GPT in use. */
  currentModel: string;
  /** Called by the Retry button after a failed search. */
  onRetry: () => void;
  /** Called with the GPT chosen: the conversation switches to its model. */
  onPick: (gpt: Gpt) => void;
}
