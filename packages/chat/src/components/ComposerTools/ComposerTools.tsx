import type { SpeechInputProps } from '../../hooks/useSpeechInput';
import type { VoiceRecorderProps } from '../../hooks/useVoiceRecorder';
import { SpeechInput } from '../SpeechInput/SpeechInput';
import { VoiceRecorderTool } from '../VoiceRecorder/VoiceRecorderTool';
import type { PromptStoreModel } from '../../hooks/usePromptStore';
import { GptsTool } from '../Gpts/GptsTool';
import type { GptsViewProps } from '../Gpts/GptsView';
import { PromptStoreTool } from '../PromptStore/PromptStoreTool';
import type { AttachViewModel } from '../../hooks/useAttachments';
import { AttachButton } from '../Attachments/AttachButton';

/**
 * The row of tools above the message box (voice, speech recognition, attachments, prompts,
 * GPTs). Each tool is its own component with its own view model; this only lays them out in a
 * fixed order. Rendered inside the Composer, so tools reach the draft with `useComposerDraft()`.
 */
export interface ComposerToolsProps {
  /** Voice recording sent through the model service's transcription. @default undefined (no voice recorder button) */
  voice?: VoiceRecorderProps;
  /** The browser's own speech recognition. @default undefined (no speech input button) */
  speech?: SpeechInputProps;
  /** The prompt store button and dialog. @default undefined (no prompt store button) */
  prompts?: PromptStoreModel;
  /** The GPTs button and dialog. @default undefined (no GPTs button) */
  gpts?: GptsViewProps;
  /** Attach button; the Composer takes the same view model for paste, drop and the pending list. @default undefined (no attach button) */
  attach?: AttachViewModel;
}

export function ComposerTools({ voice, speech, prompts, gpts, attach }: ComposerToolsProps) {
  return (
    <>
      {attach && <AttachButton accept={attach.accept} onAdd={attach.onAdd} />}
      {voice && <VoiceRecorderTool {...voice} />}
      {speech && <SpeechInput {...speech} />}
      {prompts && <PromptStoreTool {...prompts} />}
      {gpts && <GptsTool {...gpts} />}
    </>
  );
}
