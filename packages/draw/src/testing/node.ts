export { startFakeMidjourneyServer, type FakeMidjourneyServer } from './startFakeMidjourneyServer';
export { createFakeMidjourney, type FakeMidjourney, type FakeMidjourneyOptions, type FakeMjRequest, type FakeSubmitOverride } from './createFakeMidjourney';
export type { MjTask } from '../api/types';
export type { MjButton, MjTaskStatus } from '../api/types';
