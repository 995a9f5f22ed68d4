import { readFile } from 'node:fs/promises';
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

describe('README', () => {
  it('documents every environment variable the server reads', async () => {
    const read = new Set<string>();
    // Whatever readConfig looks up is recorded, so a new variable cannot slip past this list.
    const env = new Proxy({} as NodeJS.ProcessEnv, {
      get: (_target, name) => {
        if (typeof name === 'string') read.add(name);
        return undefined;
      },
    });
    readConfig(env, '/srv');
    // Set by npm itself when it runs a script, not by whoever runs the server.
    read.delete('npm_package_version');
    const readme = await readFile(new URL('../../../README.md', import.meta.url), 'utf8');
    const documented = new Set([...readme.matchAll(/^\|([^|]*)\|/gm)].flatMap((row) => [...row[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1])));
    expect(read.size).toBeGreaterThan(30);
    expect([...read].filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('malformed settings', () => {
  it('stop the start with the variable named instead of quietly using a default', () => {
    expect(() => readConfig({ OPENAI_TIMEOUT_MS: '2m' }, '/srv')).toThrow(/OPENAI_TIMEOUT_MS/);
    expect(() => readConfig({ GATEWAY_RATE_LIMIT: '-1' }, '/srv')).toThrow(/GATEWAY_RATE_LIMIT/);
    expect(() => readConfig({ MAX_FILE_BYTES: 'lots' }, '/srv')).toThrow(/MAX_FILE_BYTES/);
    expect(() => readConfig({ OPENAI_API_BASE_URL: 'localhost:11434' }, '/srv')).toThrow(/OPENAI_API_BASE_URL/);
    expect(readConfig({ OPENAI_TIMEOUT_MS: ' ' }, '/srv').gateway.timeoutMs).toBe(120_000);
    expect(() => readConfig({ METADATA_TIMEOUT_MS: '0' }, '/srv')).toThrow(/METADATA_TIMEOUT_MS/);
    expect(() => readConfig({ METADATA_MEMORY_MB: '1.5' }, '/srv')).toThrow(/METADATA_MEMORY_MB/);
    expect(() => readConfig({ PUBLIC_LIBRARY: 'everyone' }, '/srv')).toThrow(/PUBLIC_LIBRARY/);
    expect(readConfig({ PUBLIC_LIBRARY: ' Anyone ' }, '/srv').publicLibrary).toBe('anyone');
    expect(readConfig({}, '/srv').publicLibrary).toBe('signed-in');
  });
});

describe('metadata limits', () => {
  it('default to 5 s and 128 MiB per file and read METADATA_TIMEOUT_MS and METADATA_MEMORY_MB', () => {
    expect(readConfig({}, '/srv').metadata).toEqual({ timeoutMs: 5000, memoryMb: 128 });
    expect(readConfig({ METADATA_TIMEOUT_MS: '20000', METADATA_MEMORY_MB: '256' }, '/srv').metadata).toEqual({ timeoutMs: 20_000, memoryMb: 256 });
  });
});

describe('timeouts', () => {
  it('default to limits a slow line passes and a trickling client does not', () => {
    expect(readConfig({}, '/srv').timeouts).toEqual({
      headersMs: 30_000,
      requestMs: 60_000,
      idleMs: 150_000,
      keepAliveMs: 72_000,
      uploadMinBytesPerSecond: 1024,
      uploadRateWindowMs: 10_000,
    });
  });

  it('keep a connection open longer than a chat reply may stay silent', () => {
    expect(readConfig({ OPENAI_TIMEOUT_MS: '300000' }, '/srv').timeouts.idleMs).toBe(330_000);
    expect(() => readConfig({ OPENAI_TIMEOUT_MS: '300000', IDLE_TIMEOUT_MS: '200000' }, '/srv')).toThrow(/IDLE_TIMEOUT_MS .* OPENAI_TIMEOUT_MS/);
    expect(readConfig({ IDLE_TIMEOUT_MS: '125000', UPLOAD_MIN_BYTES_PER_S: '256', HEADERS_TIMEOUT_MS: '5000' }, '/srv').timeouts).toMatchObject({
      idleMs: 125_000,
      uploadMinBytesPerSecond: 256,
      headersMs: 5000,
    });
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: '0' }, '/srv')).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes true or a list of proxy addresses', () => {
    expect(readConfig({}, '/srv').trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }, '/srv').trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback, fd00::/8' }, '/srv').trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback', 'fd00::/8']);
    expect(() => readConfig({ TRUST_PROXY: 'nginx' }, '/srv')).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' }, '/srv')).toThrow(/TRUST_PROXY/);
  });
});

describe('SMTP settings', () => {
  it('turn e-mail reset on only with SMTP_URL, with a From of its host by default', () => {
    expect(readConfig({ SMTP_FROM: 'a@b.c' }, '/srv').smtp).toBeNull();
    expect(readConfig({ SMTP_URL: 'smtp://u:p@mail.example.com:587' }, '/srv').smtp).toEqual({
      url: 'smtp://u:p@mail.example.com:587',
      from: 'Atelier <no-reply@mail.example.com>',
    });
    expect(readConfig({ SMTP_URL: 'smtps://mail.example.com', SMTP_FROM: 'Books <books@example.com>' }, '/srv').smtp?.from).toBe('Books <books@example.com>');
  });

  it('refuse another scheme without repeating the URL, which carries a password', () => {
    for (const url of ['http://u:hunter2@mail.example.com', 'hunter2']) {
      expect(() => readConfig({ SMTP_URL: url }, '/srv')).toThrow(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\//);
      expect(() => readConfig({ SMTP_URL: url }, '/srv')).not.toThrow(/hunter2/);
    }
  });
});
