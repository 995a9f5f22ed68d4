import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayServer } from '../testing/gatewayServer';
import type { TestServer } from '../testing/testServer';

let server: TestServer;
const password = { 'x-ptoken': 'pw' };

beforeAll(async () => {
  server = await startGatewayServer({ AUTH_SECRET_KEY: 'pw', UPLOAD_MAX_BYTES: String(64 * 1024) });
}, 60_000);
afterAll(() => server.close());

const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(200, 7)]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

function upload(bytes: Buffer, name: string, headers: Record<string, string> = password) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${server.url}/openapi/v1/upload`, { method: 'POST', headers, body: form });
}

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

  it('needs the access password, even with an own API key', async () => {
    for (const headers of [{}, { authorization: 'Bearer sk-user' }, { 'x-ptoken': 'wrong' }]) {
      const res = await upload(png, 'photo.png', headers);
      expect(res.status).toBe(423);
      expect(await res.json()).toMatchObject({ code: 'token_check' });
    }
  });

  it('answers 415 to a body that is not multipart, and 404 to unknown attachments', async () => {
    const json = await fetch(`${server.url}/openapi/v1/upload`, { method: 'POST', headers: { ...password, 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    expect((await fetch(`${server.url}/api/attachments/00000000-0000-4000-8000-000000000000.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/attachments/..%2f..%2fsecrets`)).status).toBe(400);
  });
});
