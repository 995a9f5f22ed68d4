import type { DetectedType } from '../fileType';
import { audioInfo } from './audio/audioInfo';
import { epubMetadata } from './epubMetadata';
import { pdfMetadata } from './pdfMetadata';
import type { ExtractedMetadata } from './ExtractedMetadata';

export type { ExtractedMetadata } from './ExtractedMetadata';

/**
 * Best-effort metadata; a damaged file yields `{}` rather than an error. This parses untrusted
 * bytes, so the server runs it only inside the metadata worker pool (`metadataPool.ts`).
 */
export async function extractMetadata(detected: DetectedType, filePath: string, size: number): Promise<ExtractedMetadata> {
  try {
    if (detected.type === 'epub') return await epubMetadata(filePath, size);
    if (detected.type === 'pdf') return await pdfMetadata(filePath, size);
    if (detected.type === 'audio' || detected.type === 'video') {
      const { title, artist, durationS } = await audioInfo(detected.ext, filePath, size);
      return { ...(title ? { title } : {}), ...(artist ? { author: artist } : {}), ...(durationS ? { durationS } : {}) };
    }
  } catch {
    return {};
  }
  return {};
}
