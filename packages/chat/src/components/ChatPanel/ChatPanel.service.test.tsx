import 'fake-indexeddb/auto';
import { type AppStores, createStorage, createStores } from '@atelier/core';
import { renderWithProvider } from '@atelier/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChatStore } from '../../store/createChatStore';
import { createFakeOpenAi, type FakeOpenAi } from '../../testing/createFakeOpenAi';
import { createPrefsFixture } from '../../testing/createPrefsFixture';
import { ChatPanel } from './ChatPanel';
import { giveElementsASize } from '../../../../../tooling/testing/giveElementsASize';

// The panel with its own adapter and server session (no `adapter` prop): `/api/session`,
// `/api/verify` and the OpenAI address are answered over msw; the OpenAI one by the fake. Our
// server serves both the library API and the relay, so the relay is on the library's origin.
const LIBRARY = 'http://library.test';
const OPENAI = `${LIBRARY}/openapi`;
const ELSEWHERE = 'http://openai.elsewhere.test';
const PASSWORD = 'open-sesame';
const server = setupServer();
const verified: unknown[] = [];
let fake: FakeOpenAi;
let elsewhere: FakeOpenAi;
let fixture = createPrefsFixture();

giveElementsASize();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  fixture = createPrefsFixture();
  verified.length = 0;
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

let n = 0;
function setup(session: { auth: boolean; disableGpt4?: boolean; visionModel?: string; uploadImageMaxBytes?: number; customModels?: string }, stores: AppStores = createStores(createStorage({ backend: null }))) {
  fake = createFakeOpenAi({ accessPassword: PASSWORD });
  elsewhere = createFakeOpenAi();
  server.use(
    http.post(`${LIBRARY}/api/session`, () => HttpResponse.json({ status: 'Success', message: '', data: { model: 'ChatGPTAPI', openaiConfigured: true, ...session } })),
    http.post(`${LIBRARY}/api/verify`, async ({ request }) => {
      const body = (await request.json()) as { token?: string };
      verified.push(body);
      return body.token === PASSWORD ? HttpResponse.json({ status: 'Success', message: 'Verify successfully', data: null }) : HttpResponse.json({ status: 'Fail', message: 'Secret key is invalid', data: null });
    }),
    http.post(`${OPENAI}/v1/chat/completions`, async ({ request }) => fake.fetch(request.url, { method: 'POST', headers: request.headers, body: await request.text() })),
    http.post(`${ELSEWHERE}/v1/chat/completions`, async ({ request }) => elsewhere.fetch(request.url, { method: 'POST', headers: request.headers, body: await request.text() })),
  );
  const store = createChatStore({ name: `panel-service-${++n}` });
  renderWithProvider(<ChatPanel store={store} />, {
    stores,
    config: { ...fixture.config, libraryApi: { baseUrl: LIBRARY }, openai: { baseUrl: OPENAI } },
  });
  return { user: userEvent.setup() };
}

const input = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });

describe('ChatPanel with the server session', { timeout: 45_000 }, () => {
  it('423 token_check → password screen → POST /api/verify → the refused request is sent again and streams', async () => {
    fixture.prefs().server.set({ ...fixture.prefs().server.get(), accessPassword: '', apiKey: '' });
    const stores = createStores(createStorage({ backend: null }));
    const { user } = setup({ auth: false }, stores);
    fake.reply({ kind: 'stream', text: 'Welcome **in**' });
    await waitFor(() => expect(input().disabled).toBe(false));
    await user.type(input(), 'let me in{Enter}');

    // No x-ptoken: the fake answers 423 token_check and the panel asks for the password.
    const field = await screen.findByLabelText('Access password');
    expect(screen.getByText('Authorization failed')).toBeTruthy();
    await user.type(field, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(verified).toEqual([{ token: 'wrong' }]));
    expect(screen.getByLabelText('Access password')).toBeTruthy();

    await user.clear(screen.getByLabelText('Access password'));
    await user.type(screen.getByLabelText('Access password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('in', {}, { timeout: 15_000 })).toBeTruthy();
    expect(verified).toEqual([{ token: 'wrong' }, { token: PASSWORD }]);

    const chats = fake.requests.filter((r) => r.path === '/openapi/v1/chat/completions');
    expect(chats).toHaveLength(2);
    expect(chats[0]?.headers['x-ptoken']).toBeUndefined();
    expect(chats[1]?.headers['x-ptoken']).toBe(PASSWORD);
    const sent = (chats[1]?.body as { messages: { role: string; content: string }[] }).messages;
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'let me in' });
    expect(within(screen.getByRole('log')).getByText('let me in')).toBeTruthy();
  });

  it('keeps the access password in the app\'s shared store (drawing uses the same one) and adopts one saved by older versions', async () => {
    const stores = createStores(createStorage({ backend: null }));
    // An older version saved the password in chat's own preferences.
    fixture.prefs().server.set({ ...fixture.prefs().server.get(), accessPassword: PASSWORD, apiKey: '' });
    const { user } = setup({ auth: true }, stores);
    await waitFor(() => expect(stores.auth.getState().accessPassword).toBe(PASSWORD));
    expect(fixture.prefs().server.get().accessPassword).toBe('');
    fake.reply({ kind: 'stream', text: 'shared' });
    await waitFor(() => expect(input().disabled).toBe(false));
    await user.type(input(), 'hi{Enter}');
    expect(await screen.findByText('shared')).toBeTruthy();
    expect(fake.requests.at(-1)?.headers['x-ptoken']).toBe(PASSWORD);

    // A password set elsewhere in the app (e.g. the drawing studio) is what chat sends next.
    stores.auth.setAccessPassword('changed-by-draw');
    fake.reply({ kind: 'stream', text: 'again' });
    await user.type(input(), 'once more{Enter}');
    await waitFor(() => expect(fake.requests.filter((r) => r.path === '/openapi/v1/chat/completions').at(-1)?.headers['x-ptoken']).toBe('changed-by-draw'));
  });

  it("'GPT4 disabled': GPT-4 models are not offered and sending with one is refused", async () => {
    fixture.prefs().server.set({ ...fixture.prefs().server.get(), accessPassword: PASSWORD, apiKey: '' });
    fixture.prefs().settings.set({ ...fixture.prefs().settings.get(), model: 'gpt-4o-mini' });
    const { user } = setup({ auth: true, disableGpt4: true });
    await waitFor(() => expect(input().disabled).toBe(false));
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Model' });
    await waitFor(() => expect([...select.options].map((o) => o.value)).not.toContain('gpt-4o'));
    const offered = [...select.options].map((o) => o.value);
    expect(offered.filter((m) => /gpt-4/i.test(m))).toEqual(['gpt-4o-mini']);
    expect(offered).toContain('gpt-3.5-turbo');

    await user.type(input(), 'hello{Enter}');
    expect(await screen.findByText('GPT4 disabled')).toBeTruthy();
    expect(fake.requests).toHaveLength(0);

    fake.reply({ kind: 'stream', text: 'Hi from **three**' });
    await user.selectOptions(select, 'gpt-3.5-turbo');
    await user.type(input(), 'hello again{Enter}');
    expect(await screen.findByText('three')).toBeTruthy();
    expect((fake.requests[0]?.body as { model: string }).model).toBe('gpt-3.5-turbo');
    expect(screen.queryByText('GPT4 disabled')).toBeNull();
  });

  it("takes the vision model and the image size limit from the server's session", async () => {
    fixture.prefs().server.set({ ...fixture.prefs().server.get(), accessPassword: PASSWORD, apiKey: '' });
    fixture.prefs().settings.set({ ...fixture.prefs().settings.get(), model: 'deepseek-chat' });
    const { user } = setup({ auth: true, visionModel: 'gpt-4-vision-preview', uploadImageMaxBytes: 2048, customModels: 'session-model' });
    await waitFor(() => expect(input().disabled).toBe(false));
    // The session has answered once its model is offered; until then the default limit (1 MB) applies.
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Model' });
    await waitFor(() => expect([...select.options].map((o) => o.value)).toContain('session-model'));
    const png = (name: string, size: number) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47]), new Uint8Array(size - 4)], name, { type: 'image/png' });
    fireEvent.paste(input(), { clipboardData: { files: [png('big.png', 4096)], types: ['Files'] } });
    expect((await screen.findByRole('alert')).textContent).toContain('big.png: image size must not exceed 2 kB');
    fireEvent.paste(input(), { clipboardData: { files: [png('small.png', 1024)], types: ['Files'] } });
    await within(screen.getByRole('list', { name: 'Attachments' })).findByRole('img', { name: 'small.png' });
    await user.type(input(), 'see{Enter}');
    await screen.findByText('You said: see');
    expect(fake.requests[0]?.body).toMatchObject({ model: 'gpt-4-vision-preview', messages: [{ role: 'user', content: [{ type: 'text', text: 'see' }, { type: 'image_url' }] }] });
  });

  it('never sends the access password to a base URL the user set on another origin, key or no key', async () => {
    const stores = createStores(createStorage({ backend: null }));
    stores.auth.setAccessPassword(PASSWORD);
    fixture.prefs().server.set({ ...fixture.prefs().server.get(), baseUrl: ELSEWHERE, apiKey: '', accessPassword: '' });
    const { user } = setup({ auth: true }, stores);
    elsewhere.reply({ kind: 'stream', text: 'from **elsewhere**' }, { kind: 'stream', text: 'with **key**' });
    // The password is ours: the user's own address is called without it, and no password screen shows.
    await waitFor(() => expect(input().disabled).toBe(false), { timeout: 8000 });
    await user.type(input(), 'hi{Enter}');
    expect(await screen.findByText('elsewhere', {}, { timeout: 8000 })).toBeTruthy();
    fixture.prefs().server.set({ ...fixture.prefs().server.get(), apiKey: 'sk-mine' });
    await user.type(input(), 'again{Enter}');
    expect(await screen.findByText('key', {}, { timeout: 8000 })).toBeTruthy();
    const sent = elsewhere.requests.filter((r) => r.path === '/v1/chat/completions');
    expect(sent.map((r) => [r.headers['x-ptoken'], r.headers.authorization])).toEqual([
      [undefined, undefined],
      [undefined, 'Bearer sk-mine'],
    ]);
    expect(fake.requests).toHaveLength(0);
  });
});
