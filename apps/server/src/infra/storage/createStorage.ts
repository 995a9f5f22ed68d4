import path from 'node:path';
import type { ServerConfig } from '../../config';
import { LocalStorage } from './LocalStorage';
import { S3Storage } from './S3Storage';
import type { Storage } from './Storage';

/** S3 when S3_BUCKET is set, otherwise files under `<dataDir>/files`. */
export function createStorage(config: ServerConfig): Storage {
  return config.s3
    ? new S3Storage(config.s3)
    : new LocalStorage(path.join(config.dataDir, 'files'));
}
