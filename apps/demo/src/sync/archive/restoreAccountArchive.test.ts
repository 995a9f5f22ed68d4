import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { createChatPrefs, createChatStore } from '@atelier/chat';
import { createStorage } from '@atelier/core';
import { createDrawStore } from '@atelier/draw';
import { createReaderSettingsStore } from '@atelier/readers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawing, labels, PNG_BYTES, sampleArchive } from './archiveFixture';
import type { ArchivedProgress } from './archiveFormat';
import type { ArchiveSources } from './archiveSources';
import { buildAccountArchive } from './buildAccountArchive';
import { collectAccountArchive } from './collectAccountArchive';
import { readAccountArchive } from './readAccountArchive';
import { restoreAccountArchive } from './restoreAccountArchive';

// jsdom's Blob does not survive fake-indexeddb's structured clone (a browser's does); Node's does.
beforeEach(() => void vi.stubGlobal('Blob', NodeBlob));
afterEach(() => void vi.unstubAllGlobals());

let n = 0;
const closers: Array<() => void> = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** One device's account: real IndexedDB stores, prefs in memory, and a server of books and kept images. */
function device(books: string[] = ['b1']) {
  const chat = createChatStore({ name: `archive-chat-${++n}` });
  const draw = createDrawStore({ name: `archive-draw-${n}` });
  closers.push(
    () => chat.close(),
    () => draw.close(),
  );
  const storage = createStorage({ backend: null });
  const positions = new Map<string, ArchivedProgress>();
  const kept = new Map<string, Blob>();
  const sources: ArchiveSources = {
    chat,
    draw,
    prefs: createChatPrefs(storage),
    readerSettings: createReaderSettingsStore(storage),
    fetchImage: async (url) => kept.get(url) ?? null,
    readingPositions: async (offset, limit) =>
      [...positions.values()].slice(offset, offset + limit),
    async saveReadingPosition(progress) {
      if (!books.includes(progress.bookId)) return false;
      const stored = positions.get(progress.bookId);
      if (!stored || stored.updatedAt < progress.updatedAt)
        positions.set(progress.bookId, progress);
      return true;
    },
    async keepImage(recordId, image) {
      const url = `/api/draw/images/${recordId}.png`;
      kept.set(url, image);
      return url;
    },
  };
  return { sources, positions, kept };
}

const options = { now: () => 1_800_000_000_000, onProgress: () => {} };

describe('restoreAccountArchive', () => {
  it('brings an exported account back into an empty one: chats with their branches, prompts, settings, drawings with images, reading positions', async () => {
    const first = device();
    await restoreAccountArchive(first.sources, sampleArchive(), options);
    const { archive, missingImages } = await collectAccountArchive(
      first.sources,
      new Date('2026-11-28T04:00:00Z'),
    );
    expect(missingImages).toBe(0);

    const read = readAccountArchive(buildAccountArchive(archive, labels));
    if (!read.ok) throw new Error(read.problem.code);
    const second = device();
    const summary = await restoreAccountArchive(second.sources, read.archive, options);

    expect(summary).toEqual({
      conversations: 1,
      prompts: 1,
      drawings: 1,
      images: 1,
      books: 1,
      booksMissing: 0,
    });
    const messages = await second.sources.chat.loadMessages('c1');
    expect(Object.keys(messages).sort()).toEqual(['m1', 'm2', 'm3']);
    expect((await second.sources.chat.listConversations())[0]).toMatchObject({
      title: 'Trip / plans',
      leafId: 'm3',
    });
    expect(second.sources.prefs.prompts.get()).toEqual([
      { title: 'Translator', content: 'Translate into French' },
    ]);
    expect(second.sources.readerSettings.get('txt')).toEqual({ fontSize: 20 });
    const image = await second.sources.draw.getImage('d1');
    expect(new Uint8Array(await image!.arrayBuffer())).toEqual(PNG_BYTES);
    // The server keeps the image, so the account's other devices can show it too.
    expect((await second.sources.draw.get('d1'))?.keptImage).toBe('/api/draw/images/d1.png');
    expect(second.positions.get('b1')).toMatchObject({
      locator: 'epubcfi(/6/4)',
      percentage: 0.25,
    });
  });

  it('never overwrites what changed on the account since the export, and adds what it lacks', async () => {
    const target = device([]);
    const archive = sampleArchive();
    const newer = {
      ...archive.chats.conversations[0]!,
      title: 'Renamed since',
      updatedAt: archive.chats.conversations[0]!.updatedAt + 1,
    };
    await target.sources.chat.importAll(
      JSON.stringify({
        ...archive.chats,
        conversations: [newer],
        messages: archive.chats.messages.filter((m) => m.id !== 'm2'),
      }),
    );
    await target.sources.draw.put({
      ...drawing,
      label: 'edited here',
      updatedAt: drawing.updatedAt + 1,
    });
    target.sources.prefs.prompts.set([{ title: 'Translator', content: 'Mine' }]);

    const summary = await restoreAccountArchive(target.sources, archive, options);

    expect((await target.sources.chat.listConversations())[0]?.title).toBe('Renamed since');
    expect(Object.keys(await target.sources.chat.loadMessages('c1')).sort()).toEqual([
      'm1',
      'm2',
      'm3',
    ]);
    expect((await target.sources.draw.get('d1'))?.label).toBe('edited here');
    expect(target.sources.prefs.prompts.get()).toEqual([{ title: 'Translator', content: 'Mine' }]);
    // A book this server does not have is counted, not an error.
    expect(summary).toMatchObject({ prompts: 0, drawings: 0, books: 0, booksMissing: 1 });
  });

  it('exports an image the server keeps when this device has no copy, and counts the ones it cannot get', async () => {
    const source = device();
    await source.sources.draw.put({ ...drawing, keptImage: '/api/draw/images/kept.png' });
    await source.sources.draw.put({ ...drawing, id: 'd2', keptImage: null });
    await source.sources.keepImage('kept', new Blob([PNG_BYTES], { type: 'image/png' }));
    const { archive, missingImages } = await collectAccountArchive(source.sources, new Date());
    expect(archive.images.map((i) => i.recordId)).toEqual(['d1']);
    expect(missingImages).toBe(1);
  });
});
