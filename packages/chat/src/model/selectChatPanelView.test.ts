import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type ChatPanelGate, chatPanelMachine, type VerifyPasswordResult } from '../machines/chatPanelMachine';
import { offeredModels, selectChatPanelView } from './selectChatPanelView';

const open: ChatPanelGate = { needsPassword: false, noService: false, disableGpt4: false, hasOwnKey: false };

function panel(gate: Partial<ChatPanelGate> = {}, verify: () => Promise<VerifyPasswordResult> = async () => 'failed') {
  const logic = chatPanelMachine.provide({ actors: { verifyPassword: fromPromise(verify) } });
  return createActor(logic, { input: { gate: { ...open, ...gate } } }).start();
}

describe('selectChatPanelView', () => {
  it('shows the chat when nothing stands in the way', () => {
    expect(selectChatPanelView(panel().getSnapshot())).toEqual({ screen: 'chat', error: null, passwordFailed: false, verifying: false, exportFailed: false });
  });

  it('asks for the password when the session says so, or when our server refused a request without an own key', () => {
    expect(selectChatPanelView(panel({ needsPassword: true }).getSnapshot()).screen).toBe('password');
    const refused = panel();
    refused.send({ type: 'chat.error', error: { code: 'AUTH_REQUIRED', message: 'token_check' } });
    expect(selectChatPanelView(refused.getSnapshot())).toMatchObject({ screen: 'password', passwordFailed: true });
  });

  it('keeps the chat (with the error banner) when a refusal concerns the own API key', () => {
    const withKey = panel({ hasOwnKey: true });
    withKey.send({ type: 'chat.error', error: { code: 'AUTH_REQUIRED', message: 'bad key' } });
    expect(selectChatPanelView(withKey.getSnapshot())).toMatchObject({ screen: 'chat', passwordFailed: false, error: { code: 'AUTH_REQUIRED' } });
  });

  it('shows the no-service notice when nothing can answer, the password form first', () => {
    expect(selectChatPanelView(panel({ noService: true }).getSnapshot()).screen).toBe('noService');
    expect(selectChatPanelView(panel({ noService: true, needsPassword: true }).getSnapshot()).screen).toBe('password');
    const unconfigured = panel();
    unconfigured.send({ type: 'chat.error', error: { code: 'NO_UPSTREAM', message: '' } });
    expect(selectChatPanelView(unconfigured.getSnapshot()).screen).toBe('noService');
  });

  it('shows a refused GPT-4 send over the conversation error, the same object each time', () => {
    const actor = panel({ disableGpt4: true });
    actor.send({ type: 'chat.error', error: { code: 'NETWORK_ERROR', message: 'offline' } });
    actor.send({ type: 'message.send', text: 'x', attachments: [], model: 'gpt-4o' });
    const first = selectChatPanelView(actor.getSnapshot());
    expect(first.error).toEqual({ code: 'GPT4_DISABLED', message: '' });
    actor.send({ type: 'gate.update', gate: { ...open, disableGpt4: true } });
    expect(selectChatPanelView(actor.getSnapshot()).error).toBe(first.error);
  });

  it('reports verifying and a failed try', async () => {
    const actor = panel({ needsPassword: true });
    actor.send({ type: 'password.verify', password: 'nope' });
    expect(selectChatPanelView(actor.getSnapshot()).verifying).toBe(true);
    await waitFor(actor, (s) => s.matches({ verify: 'idle' }));
    expect(selectChatPanelView(actor.getSnapshot())).toMatchObject({ verifying: false, passwordFailed: true });
  });
});

describe('offeredModels', () => {
  it('drops GPT-4 models when the server disables them but keeps the current one', () => {
    const models = offeredModels({ customModels: 'llama3', serverModels: ['gpt-4-turbo'], current: 'gpt-4o-mini', disableGpt4: true });
    expect(models.filter((m) => /gpt-4/i.test(m))).toEqual(['gpt-4o-mini']);
    expect(models).toContain('llama3');
    expect(models).toContain('gpt-3.5-turbo');
  });

  it('offers every model otherwise, each once', () => {
    const models = offeredModels({ customModels: 'gpt-4o', serverModels: ['gpt-4o'], current: 'gpt-4o', disableGpt4: false });
    expect(models.filter((m) => m === 'gpt-4o')).toHaveLength(1);
    expect(models).toContain('gpt-4.1');
  });
});
