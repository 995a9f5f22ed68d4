import { SpeechInput } from '../SpeechInput/SpeechInput';
import { VoiceRecorderTool } from '../VoiceRecorder/VoiceRecorderTool';
import { GptsTool } from '../Gpts/GptsTool';
import { PromptStoreTool } from '../PromptStore/PromptStoreTool';
import { AttachButton } from '../Attachments/AttachButton';
import type { ComposerToolsProps } from '../../hooks/useChatPanel.types';

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
