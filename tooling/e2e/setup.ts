import { afterAll, afterEach, beforeAll } from 'vitest';
import { closeBrowser, closeContexts, getBrowser } from './browser';

// Launch Chromium while the file's own beforeAll starts the server, without waiting for it here;
// a launch failure surfaces at the first newPage().
beforeAll(() => {
  getBrowser().catch(() => undefined);
});
afterEach(closeContexts);
afterAll(closeBrowser);
