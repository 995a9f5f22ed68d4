import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { settle, watchStateUpdates } from './testing/watchStateUpdates';

// findBy*/waitFor give up after this long. Testing Library's default second is too short on a busy
// 2-core CI, where a widget that loads a lazy chunk may take several; a wait ends as soon as its
// condition holds, so a generous bound costs an idle machine nothing.
configure({ asyncUtilTimeout: 10_000 });

// A state update after the test's tree is gone is async work the component did not cancel on
// unmount. Landing after the file's last test it crashes the run ("window is not defined") only
// when the machine is slow enough; here the pending work gets its turns right after the cleanup,
// and the test that left it fails every time.
let late: string[] = [];
let ended = false;
watchStateUpdates({ when: () => ended, onUpdate: (stack) => late.push(stack) });
beforeEach(() => {
  ended = false;
  late = [];
});
afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  ended = true;
  await settle();
  if (late.length > 0) {
    throw new Error(`${late.length} React state update(s) ran after the test had unmounted its tree: cancel the async work on unmount.\n${late[0]}`);
  }
});
