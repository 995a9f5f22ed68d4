import { renderWithProvider, testConfig } from '@atelier/core/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en-US/readers.json';
import { BookReader } from '../BookReader/BookReader';

const BASE = testConfig.libraryApi.baseUrl;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  // jsdom has no Fullscreen API; the button only shows where the browser offers it, as Chromium does.
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true });
});
afterEach(() => {
  Reflect.deleteProperty(document, 'fullscreenEnabled');
});

function serveVideo() {
  server.use(
    http.get(`${BASE}/api/books/v1`, () =>
      HttpResponse.json({
        id: 'v1',
        title: '讲座',
        author: '',
        type: 'video',
        files: [{ id: 'f0', book_id: 'v1', file_index: 0, order: 0, file_path: '讲座.mov', name: '讲座.mov', mime: 'video/quicktime', size_bytes: 10, url: '/api/books/v1/files/0' }],
      }),
    ),
  );
}

async function videoElement(): Promise<HTMLVideoElement> {
  await waitFor(() => expect(document.querySelector('video')?.getAttribute('src')).toBeTruthy());
  return document.querySelector('video') as HTMLVideoElement;
}

describe('BookReader (video)', () => {
  it('streams the file into a native video, restores the remembered second, and controls speed', async () => {
    serveVideo();
    const backend = new Map<string, string>();
    const storage = { getItem: (k: string) => backend.get(k) ?? null, setItem: (k: string, v: string) => void backend.set(k, v), removeItem: (k: string) => void backend.delete(k) };
    const config = { ...testConfig, storage: { backend: storage } };
    const first = renderWithProvider(<BookReader bookId="v1" />, { config });
    let el = await videoElement();
    expect(el.src).toBe(`${BASE}/api/books/v1/files/0`);
    Object.defineProperty(el, 'duration', { configurable: true, value: 600 });
    Object.defineProperty(el, 'readyState', { configurable: true, value: HTMLMediaElement.HAVE_METADATA });
    act(() => void fireEvent(el, new Event('loadedmetadata')));
    el.currentTime = 125.4;
    act(() => void fireEvent(el, new Event('timeupdate')));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(en.media.speed), '2');
    expect(el.playbackRate).toBe(2);
    expect(screen.getByRole('button', { name: en.media.fullscreen })).toBeTruthy();
    first.unmount();

    renderWithProvider(<BookReader bookId="v1" />, { config });
    el = await videoElement();
    Object.defineProperty(el, 'duration', { configurable: true, value: 600 });
    act(() => void fireEvent(el, new Event('loadedmetadata')));
    expect(el.currentTime).toBe(125);
    expect(el.playbackRate).toBe(2);
  }, 20_000);

  it('says so in words when the browser cannot play the codec', async () => {
    serveVideo();
    renderWithProvider(<BookReader bookId="v1" />);
    const el = await videoElement();
    Object.defineProperty(el, 'error', { configurable: true, value: { code: 4 } });
    act(() => void fireEvent(el, new Event('error')));
    expect(screen.getByRole('alert').textContent).toBe(en.media.errors.MEDIA_UNSUPPORTED);
  });
});
