export { startFakeMidjourneyServer, type FakeMidjourneyServer } from './startFakeMidjourneyServer';
export { createFakeMidjourney, type FakeMidjourney, type FakeMidjourneyOptions, type FakeMjRequest, type FakeSubmitOverride } from './createFakeMidjourney';
