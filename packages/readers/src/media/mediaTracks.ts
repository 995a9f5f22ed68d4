import type { MediaPosition, MediaTrack } from '../machines/mediaPlayerMachine';
import type { ReaderBookFile, ReaderFileRef } from '../machines/readerFile';

/** A file URL of the library API (`/api/books/…`) against the configured base; absolute URLs stay. */
export function resolveFileUrl(baseUrl: string, url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  return `${baseUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** "disc1/03 第二章.mp3" → "03 第二章": chapter names come from file names. */
export function trackTitle(file: Pick<ReaderBookFile, 'name' | 'path'>): string {
  const base = (file.path || file.name).split(/[\\/]/).pop() ?? '';
  return base.replace(/\.[a-z0-9]{1,5}$/i, '') || file.name;
}

/** The playlist of a media book: every file in order, or the one URL/Blob of a standalone source. */
export function tracksOf(file: ReaderFileRef, baseUrl: string, blobUrl: string | null): MediaTrack[] {
  if (file.files && file.files.length > 0) {
    return file.files.map((f) => ({ index: f.index, title: trackTitle(f), url: resolveFileUrl(baseUrl, f.url), durationS: f.durationS }));
  }
  const url = blobUrl ?? (file.url !== undefined ? resolveFileUrl(baseUrl, file.url) : '');
  return [{ index: 0, title: file.title, url, durationS: null }];
}

/** Progress locator for audio/video: the second, as a string (DESIGN §4). */
export const formatMediaLocator = (time: number) => String(Math.max(0, Math.floor(time)));

/** A stored place back as file + second; null when it is not one. */
export function parseMediaPosition(stored: { locator: string; fileIndex?: number } | null): MediaPosition | null {
  if (!stored || !/^\d+(\.\d+)?$/.test(stored.locator)) return null;
  return { fileIndex: stored.fileIndex ?? 0, time: Number(stored.locator) };
}

/**
 * How far through the whole book: by durations when every file's is known, else by file count
 * (each file an equal share).
 */
export function mediaPercentage(tracks: readonly MediaTrack[], track: number, time: number, duration: number | null): number {
  if (tracks.length === 0) return 0;
  const durations = tracks.map((t, i) => (i === track && duration ? duration : t.durationS));
  if (durations.every((d): d is number => typeof d === 'number' && d > 0)) {
    const total = durations.reduce((a, b) => a + b, 0);
    const before = durations.slice(0, track).reduce((a, b) => a + b, 0);
    return Math.min(1, (before + time) / total);
  }
  const within = duration && duration > 0 ? Math.min(1, time / duration) : 0;
  return Math.min(1, (track + within) / tracks.length);
}

/** 75 → "1:15", 3725 → "1:02:05". */
export function formatClock(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '--:--';
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
