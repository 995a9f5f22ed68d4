/**
 * The row of tools above the message box (voice, speech recognition, attachments, prompts,
 * GPTs). Each tool is its own component with its own view model; this only lays them out in a
 * fixed order. Rendered inside the Composer, so tools reach the draft with `useComposerDraft()`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- tools add their view models here
export interface ComposerToolsProps {}

export function ComposerTools(_props: ComposerToolsProps) {
  return null;
}
