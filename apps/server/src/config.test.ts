import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('S3 settings', () => {
  it('keeps files on local disk unless S3_BUCKET is set', () => {
    expect(readConfig({ S3_ENDPOINT: 'http://minio:9000' }, '/srv').s3).toBeNull();
  });

  it('reads an S3-compatible endpoint with path-style requests by default', () => {
    const { s3 } = readConfig(
      {
        S3_BUCKET: 'books',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'key',
      },
      '/srv',
    );
    expect(s3).toEqual({
      bucket: 'books',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      accessKeyId: 'id',
      secretAccessKey: 'key',
    });
  });

  it('uses virtual-hosted requests on AWS itself and honours S3_FORCE_PATH_STYLE', () => {
    expect(readConfig({ S3_BUCKET: 'books', S3_REGION: 'eu-west-3' }, '/srv').s3).toMatchObject({
      region: 'eu-west-3',
      endpoint: null,
      forcePathStyle: false,
    });
    expect(
      readConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://x', S3_FORCE_PATH_STYLE: 'false' }, '/srv')
        .s3?.forcePathStyle,
    ).toBe(false);
    expect(() => readConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' }, '/srv')).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});
