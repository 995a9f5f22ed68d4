export {
  axeViolations,
  expectNoAxeViolations,
  expectNoPageProblems,
  getBrowser,
  newPage,
  type NewPageOptions,
  pageProblems,
} from './browser';
export { freePort } from '../freePort';
export { type RunningServer, startServer, type StartServerOptions, serverPerFile } from './startServer';
