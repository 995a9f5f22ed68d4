import { defineService } from '@atelier/core';
import { createDrawStore, type DrawStore } from '../store/createDrawStore';

/**
 * Where drawing tasks and cached images live: IndexedDB `<storage.prefix>atelier-draw` unless the
 * host provides another (`provideService(drawStoreService, …)` on `AppProvider services`).
 */
export const drawStoreService = defineService<DrawStore>('draw.store', (core) =>
  createDrawStore({ name: `${core.config.storage.prefix}atelier-draw` }),
);
