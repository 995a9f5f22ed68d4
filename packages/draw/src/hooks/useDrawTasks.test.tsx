import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settle, type StateUpdateWatch, watchStateUpdates } from '../../../../tooling/testing/watchStateUpdates';
import type { DalleApi, DalleImage } from '../api/createDalleApi';
import type { DrawApi } from '../api/createDrawApi';
import { createDrawStore } from '../store/createDrawStore';
import { useDrawTasks } from './useDrawTasks';

// A 1×1 PNG, as a `b64_json` answer comes.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let watch: StateUpdateWatch | null = null;
afterEach(() => watch?.stop());

describe('useDrawTasks', () => {
  it('stores a DALL·E picture that arrives after the studio was left, without touching the studio', async () => {
    let answer!: (image: DalleImage) => void;
    const dalleApi: DalleApi = { generate: () => new Promise((resolve) => (answer = resolve)) };
    const store = createDrawStore({ name: 'draw-tasks-left' });
    const { result, unmount } = renderHook(() => useDrawTasks({ store, api: {} as DrawApi, dalleApi, listId: 'dalle' }));
    await waitFor(() => expect(result.current.view.loaded).toBe(true));
    act(() => result.current.send({ type: 'dalle.generate', request: { model: 'dall-e-3', prompt: 'a fox', size: '1024x1024' } }));
    unmount();
    watch = watchStateUpdates();

    answer({ src: PNG, revisedPrompt: null });
    await waitFor(async () => expect((await store.list('dalle'))[0]).toMatchObject({ phase: 'succeeded', dalle: { src: PNG } }));
    await settle();
    expect(watch.count).toBe(0);
  });
});
