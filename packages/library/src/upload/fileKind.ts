import type { BookType } from '@atelier/core';

export type FileKind = BookType | 'image' | 'unsupported';

const KINDS: Record<string, FileKind> = {
  epub: 'epub',
  pdf: 'pdf',
  txt: 'txt',
  html: 'html',
  htm: 'html',
  xhtml: 'html',
  mp3: 'audio',
  mpga: 'audio',
  mpeg: 'audio',
  m4a: 'audio',
  m4b: 'audio',
  wav: 'audio',
  ogg: 'audio',
  oga: 'audio',
  flac: 'audio',
  aac: 'audio',
  mp4: 'video',
  webm: 'video',
  mov: 'video',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
};

export function extensionOf(name: string): string {
  return /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';
}

/** What a file is by its name; the server checks the bytes again. */
export function fileKindOf(name: string): FileKind {
  return KINDS[extensionOf(name)] ?? 'unsupported';
}

export function isBookKind(kind: FileKind): kind is BookType {
  return kind !== 'image' && kind !== 'unsupported';
}

/** The `accept` attribute of the book file picker. */
export const BOOK_ACCEPT = Object.entries(KINDS)
  .filter(([, kind]) => isBookKind(kind))
  .map(([ext]) => `.${ext}`)
  .join(',');

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

/** A readable title from a file name: no extension, separators as spaces. */
export function titleFromFileName(name: string): string {
  const base = name.split('/').pop() ?? name;
  const stem = base.replace(/\.[a-z0-9]{1,5}$/i, '');
  const spaced = stem.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return spaced || base;
}
