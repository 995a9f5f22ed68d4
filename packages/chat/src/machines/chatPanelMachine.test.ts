import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type ChatPanelEmitted, type ChatPanelGate, chatPanelMachine, type VerifyPasswordResult } from './chatPanelMachine';

const gate = (patch: Partial<ChatPanelGate> = {}): ChatPanelGate => ({ needsPassword: false, noService: false, disableGpt4: false, hasOwnKey: false, ...patch });

/** A promise the test settles by hand, so no test waits on a clock. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function start(options: { verify?: (password: string) => Promise<VerifyPasswordResult>; exportImage?: () => Promise<void>; gate?: Partial<ChatPanelGate> } = {}) {
  const passwords: string[] = [];
  const logic = chatPanelMachine.provide({
    actors: {
      verifyPassword: fromPromise<VerifyPasswordResult, { password: string }>(({ input }) => (passwords.push(input.password), (options.verify ?? (async () => 'ok'))(input.password))),
      exportImage: fromPromise<void, { element: HTMLElement }>(() => (options.exportImage ?? (async () => undefined))()),
    },
  });
  const actor = createActor(logic, { input: { gate: gate(options.gate) } });
  const emitted: ChatPanelEmitted[] = [];
  actor.on('*', (e) => void emitted.push(e));
  actor.start();
  return { actor, emitted, passwords };
}

const element = {} as HTMLElement;

describe('chatPanelMachine', () => {
  describe("given the server's 'GPT4 disabled' switch", () => {
    it('refuses a send with a GPT-4 model before any request, and passes the next allowed one on', () => {
      const { actor, emitted } = start({ gate: { disableGpt4: true } });
      actor.send({ type: 'message.send', text: 'hi', attachments: [], model: 'gpt-4o-mini' });
      expect(emitted).toEqual([]);
      expect(actor.getSnapshot().context.refusal).toBe('GPT4_DISABLED');

      actor.send({ type: 'message.send', text: 'hi', attachments: [], model: 'gpt-3.5-turbo' });
      expect(emitted).toEqual([{ type: 'message.accepted', text: 'hi', attachments: [], model: 'gpt-3.5-turbo' }]);
      expect(actor.getSnapshot().context.refusal).toBeNull();
    });

    it('lets GPT-4 through once the server no longer disables it', () => {
      const { actor, emitted } = start({ gate: { disableGpt4: true } });
      actor.send({ type: 'gate.update', gate: gate() });
      actor.send({ type: 'message.send', text: 'hi', attachments: [], model: 'gpt-4.1' });
      expect(emitted.map((e) => e.type)).toEqual(['message.accepted']);
    });
  });

  it('Dismiss clears a refusal and tells the conversation to clear its error', () => {
    const { actor, emitted } = start({ gate: { disableGpt4: true } });
    actor.send({ type: 'message.send', text: 'hi', attachments: [], model: 'gpt-4o' });
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(emitted).toEqual([{ type: 'error.dismissed' }]);
  });

  describe('verifying the access password', () => {
    it('is verifying until the server answers; a wrong password fails and a right one is announced', async () => {
      const answer = deferred<VerifyPasswordResult>();
      const { actor, emitted, passwords } = start({ verify: (p) => (p === 'wrong' ? Promise.resolve('failed') : answer.promise) });
      actor.send({ type: 'password.verify', password: 'wrong' });
      await waitFor(actor, (s) => s.matches({ verify: 'idle' }));
      expect(actor.getSnapshot().context.verifyFailed).toBe(true);
      expect(emitted).toEqual([]);

      actor.send({ type: 'password.verify', password: 'open-sesame' });
      expect(actor.getSnapshot().matches({ verify: 'verifying' })).toBe(true);
      answer.resolve('ok');
      await waitFor(actor, (s) => s.matches({ verify: 'idle' }));
      expect(actor.getSnapshot().context.verifyFailed).toBe(false);
      expect(emitted).toEqual([{ type: 'password.verified' }]);
      expect(passwords).toEqual(['wrong', 'open-sesame']);
    });

    it('counts a request that could not be made as a failed try, not a stuck form', async () => {
      const { actor, emitted } = start({ verify: () => Promise.reject(new Error('offline')) });
      actor.send({ type: 'password.verify', password: 'x' });
      await waitFor(actor, (s) => s.matches({ verify: 'idle' }));
      expect(actor.getSnapshot().context.verifyFailed).toBe(true);
      expect(emitted).toEqual([]);
    });
  });

  it('an export that fails says so until the next export succeeds, while the chat goes on', async () => {
    let fail = true;
    const { actor, emitted } = start({ exportImage: () => (fail ? Promise.reject(new Error('canvas tainted')) : Promise.resolve()) });
    actor.send({ type: 'image.export', element });
    await waitFor(actor, (s) => s.context.exportFailed);
    actor.send({ type: 'message.send', text: 'still here', attachments: [], model: 'gpt-4o' });
    expect(emitted.map((e) => e.type)).toEqual(['message.accepted']);

    fail = false;
    actor.send({ type: 'image.export', element });
    expect(actor.getSnapshot().context.exportFailed).toBe(false);
    await waitFor(actor, (s) => s.matches({ export: 'idle' }));
    expect(actor.getSnapshot().context.exportFailed).toBe(false);
  });

  it('stops a verification in flight when the panel goes away (no answer lands afterwards)', () => {
    const answer = deferred<VerifyPasswordResult>();
    const { actor, emitted } = start({ verify: () => answer.promise });
    actor.send({ type: 'password.verify', password: 'open-sesame' });
    actor.stop();
    answer.resolve('ok');
    expect(emitted).toEqual([]);
  });
});
