export { startFakeOpenAiServer, type FakeOpenAiServer } from './startFakeOpenAiServer';
export type { FakeOpenAi } from './createFakeOpenAi';
export type { FakeReply, RecordedRequest } from './createFakeOpenAi';
export type { FakeTranscriptions } from './fakeAudioTranscriptions';
export type { FakeTranscription } from './fakeAudioTranscriptions';
