export { createFakeOpenAi, type FakeOpenAi, type FakeOpenAiOptions, type FakeReply } from './createFakeOpenAi';
export type { RecordedRequest } from './recordedRequest';
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
