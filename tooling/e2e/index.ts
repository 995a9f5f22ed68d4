export {
  axeViolations,
  expectNoAxeViolations,
  expectNoPageProblems,
  getBrowser,
  newPage,
  type NewPageOptions,
  pageProblems,
  setBrowserArgs,
} from './browser';
export { fakeMicrophoneArgs } from '../chromium';
export { freePort } from '../freePort';
export { type RunningServer, startServer, type StartServerOptions, serverPerFile } from './startServer';
