import { assign, not, setup } from 'xstate';

/**
 * What the reader's chrome (title, toolbars, the host's header) hears:
 * - `read`: the reader turned a page or scrolled the text (reading on hides the chrome);
 * - `activity`: the mouse moved, a key other than a page key, a tap on the chrome (it comes back);
 * - `toggle`: a tap in the middle of the page;
 * - `pin`: focus is inside the chrome or a panel is open, so reading on does not hide it.
 */
export type ReaderChromeEvent = { type: 'read' } | { type: 'activity' } | { type: 'toggle' } | { type: 'pin'; pinned: boolean };

/** Whether the reader's chrome is on screen: hidden while reading, back on any other sign of the user. */
export const readerChromeMachine = setup({
  types: { context: {} as { pinned: boolean }, events: {} as ReaderChromeEvent },
  guards: {
    pinned: ({ context }) => context.pinned,
    pinning: ({ event }) => event.type === 'pin' && event.pinned,
  },
  actions: {
    setPinned: assign({ pinned: ({ event }) => (event.type === 'pin' ? event.pinned : false) }),
  },
}).createMachine({
  id: 'readerChrome',
  context: { pinned: false },
  initial: 'shown',
  on: { pin: { actions: 'setPinned' } },
  states: {
    shown: {
      on: {
        read: { guard: not('pinned'), target: 'hidden' },
        toggle: { guard: not('pinned'), target: 'hidden' },
      },
    },
    hidden: {
      on: {
        activity: 'shown',
        toggle: 'shown',
        pin: [{ guard: 'pinning', target: 'shown', actions: 'setPinned' }, { actions: 'setPinned' }],
      },
    },
  },
});
