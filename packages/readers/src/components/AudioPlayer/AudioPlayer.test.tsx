import { createStores, createStorage } from '@atelier/core';
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

// jsdom has media elements without playback: stub the methods, drive the events by hand.
const play = vi.fn(() => Promise.resolve());
const pause = vi.fn();
beforeEach(() => {
  play.mockClear();
  pause.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

const file = (i: number, name: string) => ({
  id: `f${i}`,
  book_id: 'b1',
  file_index: i,
  order: i,
  file_path: `听书/${name}`,
  name,
  mime: 'audio/wav',
  size_bytes: 1000,
  url: `/api/books/b1/files/${i}`,
});

function serveAlbum({ stored }: { stored?: { file_index: number; locator: string } } = {}) {
  const saved: Array<Record<string, unknown>> = [];
  const fileRequests: string[] = [];
  server.use(
    http.get(`${BASE}/api/books/b1`, () =>
      HttpResponse.json({ id: 'b1', title: '长安夜话', author: '佚名', type: 'audio', files: [file(1, '02 第一章.wav'), file(0, '01 序.wav')] }),
    ),
    http.get(`${BASE}/api/books/b1/files/:n`, ({ request }) => {
      fileRequests.push(request.url);
      return new HttpResponse(null, { status: 500 });
    }),
    http.get(`${BASE}/api/reading/history/b1`, () =>
      stored ? HttpResponse.json({ book_id: 'b1', format: 'audio', percentage: 0.5, ...stored }) : HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 }),
    ),
    http.post(`${BASE}/api/reading/progress/b1`, async ({ request }) => {
      saved.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({});
    }),
  );
  return { saved, fileRequests };
}

function loggedIn() {
  const stores = createStores(createStorage({ backend: null }));
  stores.user.updateUserInfo({ token: 'tok' });
  return stores;
}

async function audioElement(): Promise<HTMLAudioElement> {
  // The first open in a fresh worker compiles the player: give it time on a busy machine.
  await waitFor(() => expect(document.querySelector('audio')?.getAttribute('src')).toBeTruthy());
  return document.querySelector('audio') as HTMLAudioElement;
}

function loaded(el: HTMLMediaElement, duration: number) {
  Object.defineProperty(el, 'duration', { configurable: true, value: duration });
  Object.defineProperty(el, 'readyState', { configurable: true, value: HTMLMediaElement.HAVE_METADATA });
  act(() => void fireEvent(el, new Event('loadedmetadata')));
}

describe('BookReader (audio)', () => {
  it('streams the album in file order from the stored chapter and second, without downloading it first', async () => {
    const { fileRequests } = serveAlbum({ stored: { file_index: 1, locator: '42' } });
    renderWithProvider(<BookReader bookId="b1" />, { stores: loggedIn() });
    const el = await audioElement();
    expect(el.src).toBe(`${BASE}/api/books/b1/files/1`);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('02 第一章');
    expect(screen.getByText(/Chapter 2 of 2/)).toBeTruthy();
    loaded(el, 120);
    expect(el.currentTime).toBe(42);
    expect(screen.getByText(en.media.status.paused)).toBeTruthy();
    const chapters = screen.getByRole('list', { name: en.media.chapters });
    expect([...chapters.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['01 序', '02 第一章']);
    expect(fileRequests).toEqual([]);
  }, 20_000);

  it('plays, pauses and skips with buttons and keys, and says when it is buffering', async () => {
    serveAlbum();
    const user = userEvent.setup();
    renderWithProvider(<BookReader bookId="b1" />);
    const el = await audioElement();
    loaded(el, 300);
    await user.click(screen.getByRole('button', { name: en.media.play }));
    expect(play).toHaveBeenCalledTimes(1);
    act(() => void fireEvent(el, new Event('playing')));
    expect(screen.getByRole('button', { name: en.media.pause })).toBeTruthy();
    act(() => void fireEvent(el, new Event('waiting')));
    expect(screen.getByText(en.media.status.buffering)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Forward 30 seconds' }));
    expect(el.currentTime).toBe(30);
    await user.keyboard('{ArrowLeft}');
    expect(el.currentTime).toBe(15);
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(el.currentTime).toBe(45);
    // Space on a focused button presses that button; elsewhere on the page it plays/pauses.
    (document.activeElement as HTMLElement).blur();
    await user.keyboard(' ');
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: en.media.play })).toBeTruthy();
  });

  it('changes the chapter from the list and remembers the speed', async () => {
    serveAlbum();
    const user = userEvent.setup();
    const view = renderWithProvider(<BookReader bookId="b1" />);
    const el = await audioElement();
    loaded(el, 60);
    await user.click(screen.getByRole('button', { name: '02 第一章' }));
    expect(el.src).toBe(`${BASE}/api/books/b1/files/1`);
    expect(screen.getByRole('button', { name: '02 第一章' }).getAttribute('aria-current')).toBe('true');
    await user.selectOptions(screen.getByLabelText(en.media.speed), '1.5');
    expect(el.playbackRate).toBe(1.5);
    view.unmount();
  });

  it('saves the chapter and second on the server when paused', async () => {
    const { saved } = serveAlbum();
    const user = userEvent.setup();
    renderWithProvider(<BookReader bookId="b1" />, { stores: loggedIn() });
    const el = await audioElement();
    loaded(el, 100);
    await user.click(screen.getByRole('button', { name: '02 第一章' }));
    loaded(el, 100);
    await user.click(screen.getByRole('button', { name: en.media.play }));
    act(() => void fireEvent(el, new Event('playing')));
    el.currentTime = 61.7;
    act(() => void fireEvent(el, new Event('timeupdate')));
    await user.click(screen.getByRole('button', { name: en.media.pause }));
    await waitFor(() => expect(saved.at(-1)).toMatchObject({ format: 'audio', file_index: 1, locator: '61' }));
    expect(saved.at(-1)?.['percentage']).toBeCloseTo(0.805, 2);
  });

  it('says in words when the browser cannot play the file, and retries', async () => {
    serveAlbum();
    const user = userEvent.setup();
    renderWithProvider(<BookReader bookId="b1" />);
    const el = await audioElement();
    Object.defineProperty(el, 'error', { configurable: true, value: { code: 4 } });
    act(() => void fireEvent(el, new Event('error')));
    expect(screen.getByRole('alert').textContent).toBe(en.media.errors.MEDIA_UNSUPPORTED);
    await user.click(screen.getByRole('button', { name: en.media.retry }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts the sleep timer down from when it was set, not from when the player opened', async () => {
    // Only the clock is faked: the player's timers and the test's waits stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-01T21:00:00Z'));
      serveAlbum();
      const user = userEvent.setup();
      renderWithProvider(<BookReader bookId="b1" />);
      loaded(await audioElement(), 600);
      // Ten minutes of listening later, the listener asks to stop in 15 minutes.
      vi.setSystemTime(new Date('2026-03-01T21:10:00Z'));
      await user.selectOptions(screen.getByLabelText(en.media.sleep), '15');
      expect(screen.getByText(en.media.sleepRemaining.replace('{{time}}', '15:00'))).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A private album whose signed addresses last 30 minutes from each answer; `signature` signs the next one. */
function servePrivateAlbum(names: readonly string[]) {
  const album = { signature: 'first', bookRequests: 0 };
  server.use(
    http.get(`${BASE}/api/books/b1`, () => {
      album.bookRequests += 1;
      const signed = (f: ReturnType<typeof file>) => ({ ...f, url: `${f.url}?exp=1&sig=${album.signature}` });
      return HttpResponse.json({
        id: 'b1',
        title: '长安夜话',
        author: '佚名',
        type: 'audio',
        visibility: 'private',
        urls_expire_at: new Date(Date.now() + 30 * 60_000).toISOString(),
        files: names.map((name, i) => signed(file(i, name))),
      });
    }),
    http.get(`${BASE}/api/reading/history/b1`, () => HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 })),
  );
  return album;
}

describe('BookReader (audio) of a private book', () => {
  it('moves to the renewed address before the old one expires, keeping the second, the playing and the speed', async () => {
    // Timers are faked but keep running with real time, so the requests and the waits still work.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const t0 = Date.parse('2026-03-01T21:00:00Z');
      vi.setSystemTime(t0);
      const album = servePrivateAlbum(['01 序.wav', '02 第一章.wav']);
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      renderWithProvider(<BookReader bookId="b1" />);
      const el = await audioElement();
      expect(el.getAttribute('src')).toContain('sig=first');
      loaded(el, 300);
      await user.selectOptions(screen.getByLabelText(en.media.speed), '1.5');
      await user.click(screen.getByRole('button', { name: en.media.play }));
      Object.defineProperty(el, 'paused', { configurable: true, value: false });
      act(() => void fireEvent(el, new Event('playing')));
      el.currentTime = 42;
      act(() => void fireEvent(el, new Event('timeupdate')));
      const loads = vi.mocked(HTMLMediaElement.prototype.load).mock.calls.length;
      play.mockClear();

      album.signature = 'second';
      await act(() => vi.advanceTimersByTimeAsync(25 * 60_000));
      await waitFor(() => expect(el.getAttribute('src')).toContain('sig=second'));
      expect(album.bookRequests).toBe(2);
      expect(el.getAttribute('src')).toContain('/api/books/b1/files/0?');
      // What the browser does to a new src: back to 0, normal speed, a pause and a stall.
      el.currentTime = 0;
      el.playbackRate = 1;
      act(() => void fireEvent(el, new Event('pause')));
      act(() => void fireEvent(el, new Event('timeupdate')));
      act(() => void fireEvent(el, new Event('waiting')));
      expect(screen.getByRole('button', { name: en.media.pause })).toBeTruthy();
      expect(screen.queryByText(en.media.status.buffering)).toBeNull();
      loaded(el, 300);
      expect(el.currentTime).toBe(42);
      expect(el.playbackRate).toBe(1.5);
      expect(play).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: en.media.pause })).toBeTruthy();
      expect(vi.mocked(HTMLMediaElement.prototype.load).mock.calls.length).toBe(loads + 1);

      // A renewal that gives the same address leaves the element alone.
      await act(() => vi.advanceTimersByTimeAsync(25 * 60_000));
      await waitFor(() => expect(album.bookRequests).toBe(3));
      expect(el.getAttribute('src')).toContain('sig=second');
      expect(vi.mocked(HTMLMediaElement.prototype.load).mock.calls.length).toBe(loads + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renews an address that expired while the laptop slept as soon as the element fails on it, and plays on from the same second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const t0 = Date.parse('2026-03-01T21:00:00Z');
      vi.setSystemTime(t0);
      const album = servePrivateAlbum(['01 序.wav']);
      renderWithProvider(<BookReader bookId="b1" />);
      const el = await audioElement();
      loaded(el, 300);
      el.currentTime = 42;
      act(() => void fireEvent(el, new Event('timeupdate')));

      // The clock jumps past the expiry without the planned renewal firing (a sleeping laptop).
      album.signature = 'second';
      vi.setSystemTime(t0 + 40 * 60_000);
      Object.defineProperty(el, 'error', { configurable: true, value: { code: 2 } });
      act(() => void fireEvent(el, new Event('error')));

      await waitFor(() => expect(el.getAttribute('src')).toContain('sig=second'));
      expect(album.bookRequests).toBe(2);
      Reflect.deleteProperty(el, 'error');
      loaded(el, 300);
      expect(el.currentTime).toBe(42);
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a failure on an address far from its expiry to the listener’s retry', async () => {
    const album = servePrivateAlbum(['01 序.wav']);
    renderWithProvider(<BookReader bookId="b1" />);
    const el = await audioElement();
    Object.defineProperty(el, 'error', { configurable: true, value: { code: 2 } });
    act(() => void fireEvent(el, new Event('error')));
    expect(screen.getByRole('alert').textContent).toBe(en.media.errors.MEDIA_NETWORK);
    expect(album.bookRequests).toBe(1);
  });
});
