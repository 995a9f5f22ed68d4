import { detectFileType, detectImage } from '../infra/fileType';

export interface AttachmentKind {
  ext: string;
  mime: string;
  /** Images and audio are shown in the page; anything else is only ever downloaded. */
  inline: boolean;
}

const IMAGE_EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

export const ATTACHMENT_MIME: Record<string, AttachmentKind> = {
  png: { ext: 'png', mime: 'image/png', inline: true },
  jpg: { ext: 'jpg', mime: 'image/jpeg', inline: true },
  gif: { ext: 'gif', mime: 'image/gif', inline: true },
  webp: { ext: 'webp', mime: 'image/webp', inline: true },
  mp3: { ext: 'mp3', mime: 'audio/mpeg', inline: true },
  m4a: { ext: 'm4a', mime: 'audio/mp4', inline: true },
  aac: { ext: 'aac', mime: 'audio/aac', inline: true },
  wav: { ext: 'wav', mime: 'audio/wav', inline: true },
  ogg: { ext: 'ogg', mime: 'audio/ogg', inline: true },
  flac: { ext: 'flac', mime: 'audio/flac', inline: true },
  webm: { ext: 'webm', mime: 'audio/webm', inline: true },
  pdf: { ext: 'pdf', mime: 'application/pdf', inline: false },
  txt: { ext: 'txt', mime: 'text/plain; charset=utf-8', inline: false },
};

const TEXT_EXT = new Set(['txt', 'md', 'markdown', 'csv', 'json', 'log']);

/**
 * What an uploaded attachment is, from its first bytes checked against its name: raster images,
 * audio (recordings are webm), PDF, or plain text. Null for anything else, SVG and HTML included:
 * both could run script on this origin.
 */
export function attachmentKind(head: Uint8Array, fileName: string): AttachmentKind | null {
  const image = detectImage(head);
  if (image) return ATTACHMENT_MIME[IMAGE_EXT[image] ?? ''] ?? null;
  const ext = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  // Text formats are all stored and served as plain text; the book detector knows `.txt`.
  const detected = detectFileType(head, TEXT_EXT.has(ext) ? 'file.txt' : fileName);
  if (!detected) return null;
  if (detected.type === 'pdf') return ATTACHMENT_MIME['pdf']!;
  if (detected.type === 'txt') return ATTACHMENT_MIME['txt']!;
  if (detected.type === 'audio') return ATTACHMENT_MIME[detected.ext === 'm4b' ? 'm4a' : detected.ext] ?? null;
  if (detected.ext === 'webm') return ATTACHMENT_MIME['webm']!;
  return null;
}
