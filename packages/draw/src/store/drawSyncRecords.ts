import type { SyncRecord } from '@atelier/core';
import type { DrawRecord } from './types';

/** The key a record has in the outbox and versions stores. */
export const drawRecordKey = (id: string) => `draw_task:${id}`;

export const drawTaskRecord = (record: DrawRecord, at: number): SyncRecord => ({
  kind: 'draw_task',
  id: record.id,
  parent_id: null,
  updated_at: at,
  data: { ...record },
});

export const drawTaskDeleted = (id: string, at: number): SyncRecord => ({ kind: 'draw_task', id, parent_id: null, updated_at: at, data: null });
