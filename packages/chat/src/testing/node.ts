export { startFakeOpenAiServer, type FakeOpenAiServer } from './startFakeOpenAiServer';
