export { createFakeOpenAi, type FakeOpenAi, type FakeOpenAiOptions, type FakeReply, type RecordedRequest } from './createFakeOpenAi';
export { completionChunk, openAiErrorBody, splitBytes, streamText, tokenize } from './openAiWire';
export type { FakeUploadOptions } from './fakeUpload';
