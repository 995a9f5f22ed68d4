import type { AttachViewModel } from '../../hooks/useAttachments';
import { AttachButton } from '../Attachments/AttachButton';

/**
 * The row of tools above the message box (voice, speech recognition, attachments, prompts,
 * GPTs). Each tool is its own component with its own view model; this only lays them out in a
 * fixed order. Rendered inside the Composer, so tools reach the draft with `useComposerDraft()`.
 */
export interface ComposerToolsProps {
  /** Attach button; the Composer takes the same view model for paste, drop and the pending list. */
  attach?: AttachViewModel;
}

export function ComposerTools(props: ComposerToolsProps) {
  return <>{props.attach && <AttachButton accept={props.attach.accept} onAdd={props.attach.onAdd} />}</>;
}
