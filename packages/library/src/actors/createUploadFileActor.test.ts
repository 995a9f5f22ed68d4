import { createHttpClient } from '@atelier/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createLibraryApi } from '../api/createLibraryApi';
import { uploadFileMachine } from '../machines/uploadFileMachine';
import type { UploadRequest } from '../machines/uploadTypes';
import { createUploadFileActor } from './createUploadFileActor';
import type { TusTransferOptions } from './tusTransfer';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createHttpClient({ baseURL: BASE, tokens: { getAccessToken: () => 'tok', refresh: async () => null, onSessionExpired: () => {} } });
const api = createLibraryApi(client);

function run(request: UploadRequest, tus = vi.fn(async (_options: TusTransferOptions) => 'up123')) {
  const uploadFile = createUploadFileActor({ api, tusEndpoint: `${BASE}/api/uploads`, tusAuth: client, tus, thresholdBytes: 10 });
  const actor = createActor(uploadFileMachine.provide({ actors: { uploadFile } }), { input: { request, autoStart: true } }).start();
  return { actor, tus };
}

const fields = { title: 'Book', file_index: 0, total_files: 1 };

describe('createUploadFileActor', () => {
  it('sends a small file as multipart and finishes with the created book', async () => {
    server.use(http.post(`${BASE}/api/books/upload`, () => HttpResponse.json({ book: { id: 'b1' }, file: { id: 'f1' } }, { status: 201 })));
    const { actor, tus } = run({ file: new File(['tiny'], 'a.txt'), fields });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.book.id).toBe('b1');
    expect(tus).not.toHaveBeenCalled();
  });

  it('sends a large file through tus, then registers it by upload_id', async () => {
    let uploadId: FormDataEntryValue | null = null;
    let hasFile = true;
    server.use(
      http.post(`${BASE}/api/books/upload`, async ({ request }) => {
        const form = await request.formData();
        uploadId = form.get('upload_id');
        hasFile = form.has('file');
        return HttpResponse.json({ book: { id: 'b2' }, file: { id: 'f2' } }, { status: 201 });
      }),
    );
    const { actor, tus } = run({ file: new File(['0123456789abcdef'], 'big.mp3'), fields });
    await waitFor(actor, (s) => s.status === 'done');
    expect(tus).toHaveBeenCalledWith(expect.objectContaining({ endpoint: `${BASE}/api/uploads`, auth: client }));
    expect([uploadId, hasFile]).toEqual(['up123', false]);
  });

  it('fails with the server code and message', async () => {
    server.use(
      http.post(`${BASE}/api/books/upload`, () => HttpResponse.json({ code: 'UNSUPPORTED_FORMAT', msg: 'Not a book' }, { status: 415 })),
    );
    const { actor } = run({ file: new File(['x'], 'a.exe'), fields });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'UNSUPPORTED_FORMAT', msg: 'Not a book', status: 415 });
  });

  it('aborts the tus transfer on cancel', async () => {
    let signal: AbortSignal | undefined;
    const tus = vi.fn((options: TusTransferOptions) => {
      signal = options.signal;
      return new Promise<string>(() => {});
    });
    const { actor } = run({ file: new File(['0123456789abcdef'], 'big.mp3'), fields }, tus);
    await vi.waitFor(() => expect(signal).toBeDefined());
    actor.send({ type: 'upload.cancel' });
    expect(signal?.aborted).toBe(true);
  });
});
