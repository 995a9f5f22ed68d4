import type { AttachmentKind } from './types';

/** Audio the transcription service takes (spec §5, reference §2.4); mp4 and webm count as audio. */
export const AUDIO_EXTENSIONS = ['mp3', 'mp4', 'mpeg', 'mpga', 'm4a', 'wav', 'webm'] as const;
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'];

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/** What a file is to the chat: an image for the vision model, audio to transcribe, or a file to upload. */
export function attachmentKindOf(file: { name: string; type: string }): AttachmentKind {
  const ext = extensionOf(file.name);
  if ((AUDIO_EXTENSIONS as readonly string[]).includes(ext) || file.type.startsWith('audio/')) return 'audio';
  if (IMAGE_EXTENSIONS.includes(ext) || (file.type.startsWith('image/') && file.type !== 'image/svg+xml')) return 'image';
  return 'file';
}

/** The file picker's `accept`: images and audio, or anything for models that read links ('' = any). */
export function acceptFor(anyFile: boolean): string {
  if (anyFile) return '';
  return ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'audio/*', ...AUDIO_EXTENSIONS.map((e) => `.${e}`)].join(',');
}

/** Whether the first bytes are those of an image a vision model can read (png, jpeg, gif, webp, bmp). */
export function looksLikeImage(head: Uint8Array): boolean {
  const at = (i: number, ...bytes: number[]) => bytes.every((b, k) => head[i + k] === b);
  return (
    at(0, 0x89, 0x50, 0x4e, 0x47) ||
    at(0, 0xff, 0xd8, 0xff) ||
    at(0, 0x47, 0x49, 0x46, 0x38) ||
    (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) ||
    at(0, 0x42, 0x4d)
  );
}
