import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DetectedType } from '../fileType';
import type { ExtractedMetadata } from './extractMetadata';
import { createLimitedPool } from './limitedPool';
import type { MetadataTask } from './metadataWorker';

export interface MetadataLimits {
  timeoutMs: number;
  memoryMb: number;
}

export interface MetadataPool {
  /** What the file says about itself; `{}` when it says nothing, is damaged, or exceeds a limit. */
  extract(detected: DetectedType, filePath: string, size: number): Promise<ExtractedMetadata>;
  close(): Promise<void>;
}

/**
 * The worker module beside this one: `metadataWorker.ts` in the sources, `metadataWorker.js`
 * next to the bundled `main.js` in dist (where this module's code lives after the build).
 */
function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  return path.join(path.dirname(here), `metadataWorker${path.extname(here)}`);
}

/**
 * Parses uploads in worker threads (DESIGN §6, untrusted bytes): a file that is slow or hungry
 * to parse costs its own thread, never the event loop, and ends as a book without metadata.
 */
export function createMetadataPool(limits: MetadataLimits, onLimit: (error: unknown) => void = () => {}): MetadataPool {
  const pool = createLimitedPool<MetadataTask, ExtractedMetadata>({ filename: workerFile(), ...limits, onThreadError: onLimit });
  return {
    async extract(detected, filePath, size) {
      try {
        const result = await pool.run({ detected, filePath, size });
        // Buffers cross the thread boundary as plain Uint8Arrays.
        const cover = result.cover && { mime: result.cover.mime, bytes: Buffer.from(result.cover.bytes.buffer, result.cover.bytes.byteOffset, result.cover.bytes.byteLength) };
        return { ...result, ...(cover ? { cover } : {}) };
      } catch (error) {
        onLimit(error);
        return {};
      }
    },
    close: () => pool.close(),
  };
}
