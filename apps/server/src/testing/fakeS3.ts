import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../infra/storage/S3Storage';

// The SDK warns once per process that its 2027 releases will need Node 22: true, but noise in tests.
process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';

/** An S3-compatible server (s3rver) on loopback with one empty bucket, its objects in a temp dir. */
export async function startFakeS3(bucket = 'atelier-books') {
  const directory = await mkdtemp(path.join(tmpdir(), 'atelier-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // s3rver's fixed credentials.
  const config: S3Config = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    config,
    /** Where s3rver keeps the bucket's objects on disk. */
    directory,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
