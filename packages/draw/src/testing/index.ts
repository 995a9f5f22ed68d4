export { createFakeMidjourney, type FakeMidjourney, type FakeMidjourneyOptions, type FakeMjRequest, type FakeSubmitOverride } from './createFakeMidjourney';
export { actionOf, describeButtons, gridButtons, upscaleButtons } from './mjButtons';
