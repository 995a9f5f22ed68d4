import 'fake-indexeddb/auto';
import { renderWithProvider } from '@atelier/core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createDrawStore, createSyncedDrawStore } from '../../store/createDrawStore';
import type { DrawRecord } from '../../store/types';
import { giveElementsASize } from '../../../../../tooling/testing/giveElementsASize';
import { DrawGallery } from './DrawGallery';

giveElementsASize();

const refused = () => Promise.reject(new DOMException('The operation failed for reasons unrelated to the database itself.', 'UnknownError'));
const STORAGE_FAILED = 'This browser’s storage did not work for your drawings: some may be missing, or gone after a reload.';
let n = 0;

const done = (id: string): DrawRecord => ({
  id,
  listId: 'default',
  kind: 'dalle',
  label: `picture ${id}`,
  createdAt: 1,
  updatedAt: 1,
  request: null,
  taskId: null,
  task: null,
  phase: 'succeeded',
  error: null,
  queueText: null,
  dalle: { model: 'dall-e-3', size: '1024x1024', prompt: id, revisedPrompt: null, src: `https://cdn.example/${id}.png` },
});

describe('DrawGallery', () => {
  it('says so when the browser’s storage cannot be read, instead of loading forever', async () => {
    const store = createDrawStore({ name: `gallery-${++n}` });
    store.list = refused;
    renderWithProvider(<DrawGallery store={store} />);
    expect((await screen.findByRole('alert')).textContent).toBe(STORAGE_FAILED);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('still lists a work whose cached copy cannot be read, and says the storage failed', async () => {
    const store = createDrawStore({ name: `gallery-${++n}` });
    await store.put(done('a'));
    store.getImage = refused;
    renderWithProvider(<DrawGallery store={store} />);
    expect((await screen.findByRole('alert')).textContent).toBe(STORAGE_FAILED);
    expect(screen.getByText('1 work')).toBeTruthy();
  });

  it('shows a drawing another device made, from the server’s kept copy, as soon as sync brings it', async () => {
    const store = createSyncedDrawStore({ name: `gallery-${++n}` });
    await store.put(done('mine'));
    renderWithProvider(<DrawGallery store={store} />);
    expect(await screen.findByText('1 work')).toBeTruthy();

    const theirs = { ...done('theirs'), kind: 'imagine' as const, dalle: undefined, taskId: 't1', keptImage: '/api/draw/images/kept.png' };
    await store.source.applyRemote([{ kind: 'draw_task', id: 'theirs', parent_id: null, updated_at: 5, data: { ...theirs } }]);

    expect(await screen.findByText('2 works')).toBeTruthy();
    const thumb = await screen.findByRole('button', { name: /picture theirs/ });
    expect(thumb.querySelector('img')?.getAttribute('src')).toBe('/api/draw/images/kept.png');
    store.close();
  });

  it('shows busy placeholders while loading, then an empty gallery that offers to start drawing', async () => {
    const store = createDrawStore({ name: `gallery-${++n}` });
    let started = 0;
    const { container } = renderWithProvider(<DrawGallery store={store} onStartDrawing={() => started++} />);
    expect(container.querySelector('[aria-busy="true"] [data-part="skeleton"]')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Start drawing' }));
    expect(started).toBe(1);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
