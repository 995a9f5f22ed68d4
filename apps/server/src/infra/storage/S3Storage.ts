import { createReadStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type ByteRange, type ListedObject, type Storage, type StoredObject } from './Storage';

export interface S3Config {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, …); null: AWS itself. */
  endpoint: string | null;
  forcePathStyle: boolean;
  /** Both null: the SDK's default chain (environment, instance profile, …). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Book files in an S3-compatible bucket. One PutObject per file: S3 accepts up to 5 GiB that
 * way, above MAX_FILE_BYTES' default of 2 GiB.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? {
            credentials: {
              accessKeyId: config.accessKeyId,
              secretAccessKey: config.secretAccessKey,
            },
          }
        : {}),
      // The SDK's default extra checksums (aws-chunked bodies) are not understood by many
      // S3-compatible servers; plain signed uploads work everywhere.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    assertSafeKey(key);
    const { size } = await stat(sourcePath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(sourcePath),
        ContentLength: size,
      }),
    );
    await unlink(sourcePath);
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      const etag = (head.ETag ?? '').replaceAll('"', '');
      return {
        size: head.ContentLength ?? 0,
        version: etag || String(head.LastModified?.getTime() ?? 0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    assertSafeKey(key);
    const object = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    const body = object.Body;
    if (body instanceof Readable) return body;
    throw new Error(`S3 returned no readable body for ${key}`);
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Deletes every object under `prefix/`, a page of up to 1000 keys at a time. */
  async deletePrefix(prefix: string): Promise<void> {
    assertSafeKey(prefix);
    for (;;) {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${prefix}/` }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length === 0) return;
      await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
      );
      if (!page.IsTruncated) return;
    }
  }

  /** Page by page, following S3's continuation token. */
  async *list(prefix: string): AsyncIterable<ListedObject> {
    assertSafeKey(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${prefix}/`,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        // S3 always dates what it lists; an object without a date could not be judged by age.
        if (object.Key && object.LastModified) {
          yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    this.client.destroy();
  }
}
