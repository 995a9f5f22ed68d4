export { startFakeOpenAiServer, type FakeOpenAiServer } from './startFakeOpenAiServer';
export type { FakeOpenAi } from './createFakeOpenAi';
export type { FakeReply } from './createFakeOpenAi';
export type { RecordedRequest } from './recordedRequest';
export type { FakeTranscriptions } from './fakeAudioTranscriptions';
export type { FakeTranscription } from './fakeAudioTranscriptions';
