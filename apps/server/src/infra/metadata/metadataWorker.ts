import type { DetectedType } from '../fileType';
import { extractMetadata, type ExtractedMetadata } from './extractMetadata';

export interface MetadataTask {
  detected: DetectedType;
  filePath: string;
  size: number;
}

/** The pool's entry point (its own build entry: see tsup.config.ts); runs in a worker thread. */
export default function metadataWorker(task: MetadataTask): Promise<ExtractedMetadata> {
  return extractMetadata(task.detected, task.filePath, task.size);
}
