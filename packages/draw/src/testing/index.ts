export { createFakeMidjourney, type FakeMidjourney, type FakeMidjourneyOptions, type FakeMjRequest, type FakeSubmitOverride } from './createFakeMidjourney';
export { actionOf, describeButtons, gridButtons, upscaleButtons } from './mjButtons';
export type { MjButton, MjTask } from '../api/types';
export type { MjTaskStatus } from '../api/types';
