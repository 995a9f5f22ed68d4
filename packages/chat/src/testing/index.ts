export { createFakeOpenAi, type FakeOpenAi, type FakeOpenAiOptions, type FakeReply, type RecordedRequest } from './createFakeOpenAi';
export {
  createFakeAudioTranscriptions,
  DEFAULT_TRANSCRIPTION,
  type FakeTranscription,
  type FakeTranscriptions,
  type RecordedTranscription,
} from './fakeAudioTranscriptions';
export { completionChunk, openAiErrorBody, splitBytes, streamText, tokenize } from './openAiWire';
export { answerAudioSpeech, createSineWav } from './fakeAudioSpeech';
export type { FakeUploadOptions } from './fakeUpload';
