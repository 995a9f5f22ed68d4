import { randomUUID } from 'node:crypto';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, signUp } from '../testing/http';
import { startGatewayServer } from '../testing/gatewayServer';
import type { TestServer } from '../testing/testServer';

const DAY = 86_400_000;
const QUOTA = 256 * 1024;
let server: TestServer;
/** The server's clock: tests move it instead of waiting for attachments to expire. */
let now = Date.now();
const password = { 'x-ptoken': 'pw' };

beforeAll(async () => {
  server = await startGatewayServer(
    { AUTH_SECRET_KEY: 'pw', UPLOAD_MAX_BYTES: String(64 * 1024), ATTACHMENT_QUOTA_BYTES: String(QUOTA), ATTACHMENT_TTL_DAYS: '30' },
    { clock: () => now },
  );
}, 60_000);
afterAll(() => server.close());

const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(200, 7)]);
const pngOf = (bytes: number) => Buffer.concat([png.subarray(0, 8), Buffer.alloc(bytes - 8, 1)]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

function upload(bytes: Buffer, name: string, headers: Record<string, string> = password) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${server.url}/openapi/v1/upload`, { method: 'POST', headers, body: form });
}

let users = 0;
async function signedIn(): Promise<{ authorization: string }> {
  const { access_token } = await signUp(createClient(server.url), `attacher${++users}`);
  return { authorization: `Bearer ${access_token}` };
}

const stored = async () => (await readdir(path.join(server.dataDir, 'attachments'))).sort();

describe('POST /openapi/v1/upload', () => {
  it('stores an image and serves it back inline with its type and nosniff', async () => {
    const res = await upload(png, 'photo.png');
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/api\/attachments\/[0-9a-f-]{36}\.png$/);
    const file = await fetch(`${server.url}${url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toMatch(/^inline/);
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
  });

  it('goes by the bytes, not the name: a PNG called .pdf is stored and served as a PNG', async () => {
    const { url } = (await (await upload(png, 'paper.pdf')).json()) as { url: string };
    expect(url).toMatch(/\.png$/);
    expect((await fetch(`${server.url}${url}`)).headers.get('content-type')).toBe('image/png');
  });

  it('serves PDF and text only as downloads', async () => {
    for (const [bytes, name, type] of [
      [pdf, 'paper.pdf', 'application/pdf'],
      [Buffer.from('# Notes\n\nplain words\n'), 'notes.md', 'text/plain; charset=utf-8'],
    ] as const) {
      const { url } = (await (await upload(bytes, name)).json()) as { url: string };
      const file = await fetch(`${server.url}${url}`);
      expect(file.headers.get('content-type')).toBe(type);
      expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses HTML, SVG, disguised and empty files with 415', async () => {
    const cases: Array<[Buffer, string]> = [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'page.html'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.svg'],
      [Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), 'notes.txt'],
      [Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), 'tool.exe'],
      [Buffer.alloc(0), 'empty.txt'],
    ];
    for (const [bytes, name] of cases) {
      const res = await upload(bytes, name);
      expect(res.status, name).toBe(415);
      expect(await res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it('refuses files over UPLOAD_MAX_BYTES with 413', async () => {
    const res = await upload(Buffer.concat([png, Buffer.alloc(70 * 1024)]), 'big.png');
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses anonymous uploads with 401 ATTACHMENT_NEEDS_ACCOUNT (an AI key is no account), a wrong password with 423', async () => {
    const before = await stored();
    for (const headers of [{}, { authorization: 'Bearer sk-user' }, { authorization: 'Bearer sk-user', 'x-ptoken': '' }]) {
      const res = await upload(png, 'photo.png', headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'ATTACHMENT_NEEDS_ACCOUNT' });
    }
    const wrong = await upload(png, 'photo.png', { 'x-ptoken': 'wrong' });
    expect(wrong.status).toBe(423);
    expect(await wrong.json()).toMatchObject({ code: 'token_check' });
    expect(await stored()).toEqual(before);
  });

  it('takes a signed-in user’s file without the password, and asks an expired token to be renewed', async () => {
    const user = await signedIn();
    const res = await upload(png, 'photo.png', user);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { url: string; expires_at: string };
    expect(Date.parse(body.expires_at)).toBe(now + 30 * DAY);
    expect((await fetch(`${server.url}${body.url}`)).status).toBe(200);

    const userId = JSON.parse(Buffer.from(user.authorization.split('.')[1]!, 'base64url').toString()).sub as string;
    const seconds = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setIssuedAt(seconds - 7200).setExpirationTime(seconds - 3600).sign(new TextEncoder().encode(server.config.jwtSecret ?? ''));
    const stale = await upload(png, 'photo.png', { authorization: `Bearer ${expired}`, ...password });
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('answers 415 to a body that is not multipart, and 404 to unknown attachments', async () => {
    const json = await fetch(`${server.url}/openapi/v1/upload`, { method: 'POST', headers: { ...password, 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    expect((await fetch(`${server.url}/api/attachments/00000000-0000-4000-8000-000000000000.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/attachments/..%2f..%2fsecrets`)).status).toBe(400);
  });
});

describe('attachment quota', () => {
  it('refuses a file that would take the user past ATTACHMENT_QUOTA_BYTES with 413 ATTACHMENT_QUOTA_EXCEEDED', async () => {
    const user = await signedIn();
    for (let i = 0; i < 4; i += 1) expect((await upload(pngOf(60 * 1024), `p${i}.png`, user)).status).toBe(200);
    const before = await stored();
    const over = await upload(pngOf(60 * 1024), 'one-too-many.png', user);
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ code: 'ATTACHMENT_QUOTA_EXCEEDED', details: { quota_bytes: QUOTA, used_bytes: 240 * 1024 } });
    expect(await stored()).toEqual(before);
    // What still fits is taken; the quota is the user's own, not the password holders' or another user's.
    expect((await upload(pngOf(16 * 1024), 'fits.png', user)).status).toBe(200);
    expect((await upload(pngOf(60 * 1024), 'other.png', await signedIn())).status).toBe(200);
    expect((await upload(pngOf(60 * 1024), 'pw.png')).status).toBe(200);
    const full = await upload(png, 'full.png', user);
    expect(full.status).toBe(413);
    expect(await full.json()).toMatchObject({ code: 'ATTACHMENT_QUOTA_EXCEEDED', details: { used_bytes: QUOTA } });
  });

  it('lets only one of several simultaneous uploads take the last free bytes', async () => {
    // At the store, where the uploads meet: over HTTP, staging the bodies spreads them out in time.
    const store = server.app.ctx.gateway.attachments;
    const quotaKey = `user:${randomUUID()}`;
    expect((await store.add({ name: `${randomUUID()}.png`, ownerId: null, quotaKey, sizeBytes: QUOTA - 100 }, QUOTA)).ok).toBe(true);
    const results = await Promise.all(Array.from({ length: 8 }, () => store.add({ name: `${randomUUID()}.png`, ownerId: null, quotaKey, sizeBytes: 60 }, QUOTA)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await store.usage(quotaKey)).toBe(QUOTA - 40);
  });
});

describe('attachment expiry', () => {
  it('serves an attachment for ATTACHMENT_TTL_DAYS, then 404; the sweep deletes its file and frees the quota', async () => {
    const start = now;
    try {
      const user = await signedIn();
      for (let i = 0; i < 4; i += 1) expect((await upload(pngOf(60 * 1024), `p${i}.png`, user)).status).toBe(200);
      const { url } = (await (await upload(pngOf(16 * 1024), 'last.png', user)).json()) as { url: string };
      const name = url.slice(url.lastIndexOf('/') + 1);
      expect((await upload(png, 'full.png', user)).status).toBe(413);
      const first = await fetch(`${server.url}${url}`);
      expect(first.headers.get('cache-control')).toBe(`private, max-age=${30 * 86_400}, immutable`);

      now = start + 29 * DAY;
      expect((await fetch(`${server.url}${url}`)).status).toBe(200);
      now = start + 30 * DAY + 1000;
      // Gone at once, before any sweep has run; the file is still on disk until then.
      expect((await fetch(`${server.url}${url}`)).status).toBe(404);
      expect(await stored()).toContain(name);

      expect(await server.app.ctx.gateway.attachments.sweep()).toBeGreaterThanOrEqual(5);
      expect(await stored()).not.toContain(name);
      expect((await upload(pngOf(60 * 1024), 'again.png', user)).status).toBe(200);
    } finally {
      now = start;
    }
  });

  it('deletes old files that have no row (stored before the table existed) and records younger ones so they expire too', async () => {
    const start = now;
    try {
      const dir = path.join(server.dataDir, 'attachments');
      const old = `${randomUUID()}.png`;
      const young = `${randomUUID()}.png`;
      await writeFile(path.join(dir, old), png);
      await writeFile(path.join(dir, young), png);
      await utimes(path.join(dir, old), new Date(now - 31 * DAY), new Date(now - 31 * DAY));
      await utimes(path.join(dir, young), new Date(now - DAY), new Date(now - DAY));

      await server.app.ctx.gateway.attachments.sweep();
      expect(await stored()).not.toContain(old);
      expect(await stored()).toContain(young);
      expect((await fetch(`${server.url}/api/attachments/${young}`)).status).toBe(200);

      now = start + 30 * DAY;
      await server.app.ctx.gateway.attachments.sweep();
      expect(await stored()).not.toContain(young);
    } finally {
      now = start;
    }
  });
});

describe('without AUTH_SECRET_KEY', () => {
  it('still needs an account: anonymous uploads get 401, whatever x-ptoken says', async () => {
    const open = await startGatewayServer({});
    try {
      const form = () => {
        const f = new FormData();
        f.append('file', new Blob([new Uint8Array(png)]), 'photo.png');
        return f;
      };
      for (const headers of [{}, { 'x-ptoken': 'anything' }, { authorization: 'Bearer sk-own' }]) {
        const res = await fetch(`${open.url}/openapi/v1/upload`, { method: 'POST', headers, body: form() });
        expect(res.status).toBe(401);
        expect(await res.json()).toMatchObject({ code: 'ATTACHMENT_NEEDS_ACCOUNT', msg: 'Sign in to attach files' });
      }
      const { access_token } = await signUp(createClient(open.url), 'someone');
      expect((await fetch(`${open.url}/openapi/v1/upload`, { method: 'POST', headers: { authorization: `Bearer ${access_token}` }, body: form() })).status).toBe(200);
    } finally {
      await open.close();
    }
  }, 60_000);
});
