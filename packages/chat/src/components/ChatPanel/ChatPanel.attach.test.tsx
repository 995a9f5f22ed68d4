import 'fake-indexeddb/auto';
import { createGatewayClient } from '@atelier/core';
import { renderWithProvider } from '@atelier/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createOpenAiChatAdapter } from '../../api/createOpenAiChatAdapter';
import type { ChatModelAdapter } from '../../api/types';
import { createChatStore } from '../../store/createChatStore';
import { createFakeOpenAi, type FakeOpenAiOptions } from '../../testing/createFakeOpenAi';
import { createPrefsFixture } from '../../testing/createPrefsFixture';
import { ChatPanel } from './ChatPanel';
import { giveElementsASize } from '../../../../../tooling/testing/giveElementsASize';

giveElementsASize();

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 64) => new File([new Uint8Array(PNG), new Uint8Array(size - PNG.length)], name, { type: 'image/png', lastModified: 7 });

let n = 0;
function setup(options: { model?: string; fake?: FakeOpenAiOptions; transcribe?: ChatModelAdapter['transcribe']; ours?: boolean } = {}) {
  const fixture = createPrefsFixture();
  if (options.model) fixture.prefs().settings.set({ ...fixture.prefs().settings.get(), model: options.model });
  const fake = createFakeOpenAi(options.fake);
  // `ours`: the proxy is our own server (the page's origin), whose upload wants an account.
  const gateway = createGatewayClient({ apiBaseUrl: '', getAccessPassword: () => null, fetch: fake.fetch, ...(options.ours ? { getPageUrl: () => 'http://proxy.test/chat' } : {}) });
  const base = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: 'http://proxy.test/openapi', apiKey: null }), gateway });
  const adapter: ChatModelAdapter = options.transcribe ? { ...base, transcribe: options.transcribe } : base;
  renderWithProvider(<ChatPanel adapter={adapter} store={createChatStore({ name: `attach-${++n}` })} />, { config: fixture.config });
  return { fake, user: userEvent.setup() };
}

const input = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
const ready = () => waitFor(() => expect(input().disabled).toBe(false));
const paste = (...files: File[]) => fireEvent.paste(input(), { clipboardData: { files, types: ['Files'], getData: () => '' } });
const pending = () => screen.getByRole('list', { name: 'Attachments' });
const picker = () => screen.getByLabelText<HTMLInputElement>('Attach', { selector: 'input' });
const chatBodies = (fake: ReturnType<typeof createFakeOpenAi>) =>
  fake.requests.filter((r) => r.path.endsWith('/chat/completions')).map((r) => r.body as { model: string; messages: { role: string; content: unknown }[] });

describe('ChatPanel attachments', { timeout: 30_000 }, () => {
  it('a pasted image shows as a thumbnail, goes to the vision model as an image_url part, and stays under the message', async () => {
    const { fake, user } = setup({ model: 'gpt-3.5-turbo' });
    await ready();
    paste(png('cat.png'));
    expect(await within(pending()).findByRole('img', { name: 'cat.png' })).toBeTruthy();
    await user.type(input(), 'What is this?{Enter}');

    await screen.findByText('You said: What is this?');
    const [body] = chatBodies(fake);
    expect(body?.model).toBe('gpt-4o');
    expect(body?.messages.at(-1)).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'What is this?' },
        { type: 'image_url', image_url: { url: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/) } },
      ],
    });
    expect(screen.queryByRole('list', { name: 'Attachments' })).toBeNull();
    await user.click(within(screen.getByRole('log')).getByRole('button', { name: 'Open cat.png full size' }));
    const dialog = await screen.findByRole('dialog', { name: 'cat.png' });
    expect(within(dialog).getByRole('img', { name: 'cat.png' })).toBeTruthy();
  });

  it('refuses an image over the size limit and the same file twice, with a clear message', async () => {
    const { fake, user } = setup();
    await ready();
    await user.upload(picker(), png('huge.png', 2 * 1024 * 1024));
    expect((await screen.findByRole('alert')).textContent).toContain('huge.png: image size must not exceed 1 MB');
    expect(screen.queryByRole('list', { name: 'Attachments' })).toBeNull();

    await user.upload(picker(), png('cat.png'));
    await within(pending()).findByRole('img', { name: 'cat.png' });
    paste(png('cat.png'));
    expect((await screen.findByRole('alert')).textContent).toContain('Cannot re-upload: cat.png is already attached');
    expect(within(pending()).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove cat.png' }));
    expect(screen.queryByRole('list', { name: 'Attachments' })).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });

  it('transcribes an audio file into the message box, and the text is what is sent', async () => {
    const transcribe = vi.fn(() => Promise.resolve('Remind me to buy milk'));
    const { fake, user } = setup({ transcribe });
    await ready();
    await user.upload(picker(), new File(['ID3'], 'memo.mp3', { type: 'audio/mpeg' }));
    await waitFor(() => expect(input().value).toBe('Remind me to buy milk'));
    expect(transcribe).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ fileName: 'memo.mp3' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('You said: Remind me to buy milk');
    expect(chatBodies(fake)[0]?.messages.at(-1)).toEqual({ role: 'user', content: 'Remind me to buy milk' });
  });

  it('says "Upload failed:" with the service\'s reason and does not send the file', async () => {
    const failing = setup({ model: 'gpt-4-all', fake: { uploadError: 'server is no open uploader' } });
    await ready();
    await failing.user.upload(picker(), new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }));
    expect(await within(pending()).findByText('Upload failed: server is no open uploader')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    await failing.user.type(input(), 'Just text{Enter}');
    await screen.findByText('You said: Just text');
    expect(chatBodies(failing.fake)[0]?.messages.at(-1)).toEqual({ role: 'user', content: 'Just text' });
    expect(screen.queryByRole('list', { name: 'Attachments' })).toBeNull();
  });

  it('tells a signed-out user to sign in to attach files when our server wants an account', async () => {
    const { user } = setup({ model: 'gpt-4-all', fake: { accountToken: 'jwt' }, ours: true });
    await ready();
    await user.upload(picker(), new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }));
    expect(await within(pending()).findByText('Sign in to attach files')).toBeTruthy();
    expect(screen.queryByText(/Upload failed/)).toBeNull();
  });

  it('says the attachment space is full when our server refuses a file over the quota', async () => {
    const { user } = setup({ model: 'gpt-4-all', fake: { quotaBytes: 4 }, ours: true });
    await ready();
    await user.upload(picker(), new File(['%PDF-1.4'], 'big.pdf', { type: 'application/pdf' }));
    expect(await within(pending()).findByText('Your space for attachments is full; older ones are deleted after a while')).toBeTruthy();
  });

  it('uploads files for a reverse model and puts the links before the text', async () => {
    const { fake, user } = setup({ model: 'gpt-4-all' });
    await ready();
    await user.upload(picker(), new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(within(pending()).getByRole('listitem').dataset.state).toBe('ready'));
    await user.type(input(), 'Summarise{Enter}');
    await screen.findByText(/You said: .*Summarise/);
    // The file name on the wire is checked in the adapter's node test: jsdom's File loses it in Node's multipart encoder.
    expect(fake.requests[0]).toMatchObject({ path: '/openapi/v1/upload', body: { file: { type: 'application/pdf' } } });
    expect(chatBodies(fake)[0]).toMatchObject({ model: 'gpt-4-all', messages: [{ role: 'user', content: expect.stringMatching(/^http:\/\/proxy\.test\/uploads\/\d+-[\w.]+\nSummarise$/) }] });
    expect(within(screen.getByRole('log')).getByRole('link', { name: 'report.pdf' })).toBeTruthy();
  });

  it('says "Recognition failed" for an image file that is not an image', async () => {
    const { user } = setup();
    await ready();
    paste(new File(['not really a picture'], 'broken.png', { type: 'image/png' }));
    expect(await within(pending()).findByText('Recognition failed')).toBeTruthy();
    await user.type(input(), 'still here');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });
});
