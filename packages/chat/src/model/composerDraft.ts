/**
 * What a composer tool (voice, speech recognition, prompt picker, attachments…) may do to the
 * message being typed. The draft lives in the Composer so typing never re-renders the panel;
 * tools reach it through this context instead of lifting it up.
 */
export interface ComposerDraft {
  /** The current text (read at call time, never stale). */
  get(): string;
  set(text: string): void;
  /** Adds text at the end, separated by a space when the draft does not end in whitespace. */
  append(text: string): void;
  /**
   * Sends the draft as the Send button would and clears it; false (draft kept) while a reply
   * streams, the composer is disabled or the draft is blank.
   */
  submit(): boolean;
  /** Moves focus back to the text box (after a tool's dialog or button). */
  focus(): void;
  /** The text box, for tools that position a popup against it. */
  readonly textarea: () => HTMLTextAreaElement | null;
}

/** The draft with `text` added at the end, a space between when the draft does not end in whitespace. */
export function appendText(draft: string, text: string): string {
  if (draft === '' || /\s$/.test(draft)) return draft + text;
  return `${draft} ${text}`;
}
