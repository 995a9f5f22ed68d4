import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { readerChromeMachine } from './readerChromeMachine';

function chrome() {
  const actor = createActor(readerChromeMachine).start();
  return { send: actor.send.bind(actor), shown: () => actor.getSnapshot().matches('shown') };
}

describe('readerChromeMachine', () => {
  it('is on screen when the book opens, hides when the reader reads on, and comes back on any other sign', () => {
    const c = chrome();
    expect(c.shown()).toBe(true);
    c.send({ type: 'activity' });
    expect(c.shown()).toBe(true);
    c.send({ type: 'read' });
    expect(c.shown()).toBe(false);
    c.send({ type: 'read' });
    expect(c.shown()).toBe(false);
    c.send({ type: 'activity' });
    expect(c.shown()).toBe(true);
  });

  it('flips on a tap in the middle of the page', () => {
    const c = chrome();
    c.send({ type: 'toggle' });
    expect(c.shown()).toBe(false);
    c.send({ type: 'toggle' });
    expect(c.shown()).toBe(true);
  });

  it('stays while focus is in the chrome or a panel is open, and returns when pinned while hidden', () => {
    const c = chrome();
    c.send({ type: 'pin', pinned: true });
    c.send({ type: 'read' });
    c.send({ type: 'toggle' });
    expect(c.shown()).toBe(true);
    c.send({ type: 'pin', pinned: false });
    c.send({ type: 'read' });
    expect(c.shown()).toBe(false);
    c.send({ type: 'pin', pinned: true });
    expect(c.shown()).toBe(true);
    c.send({ type: 'pin', pinned: false });
    expect(c.shown()).toBe(true);
  });
});
