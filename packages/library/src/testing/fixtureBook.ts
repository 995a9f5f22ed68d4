import type { Book } from '@atelier/core';

/** One made-up book for stories and tests; `extra` overrides any field. */
export const fixtureBook = (id: string, title: string, extra: Partial<Book> = {}): Book => ({
  id,
  title,
  author: 'Liu Cixin',
  description: '',
  type: 'epub',
  cover_url: null,
  qrcode_url: '',
  complete: true,
  total_files: 1,
  size_bytes: 10,
  owner_id: 'me',
  visibility: 'private',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  ...extra,
});
