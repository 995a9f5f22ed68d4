// Type-only bridge to the shared API contracts; erased at build, so no browser code is bundled.
export type * from '../../../packages/core/src/contracts/index';
