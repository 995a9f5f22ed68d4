import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGatewayConfig } from './gatewayConfig';
import { loadGpts } from './gptsCatalogue';
import { startGatewayServer } from '../testing/gatewayServer';
import type { TestServer } from '../testing/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startGatewayServer({});
}, 60_000);
afterAll(() => server.close());

const search = async (query: string) => {
  const res = await fetch(`${server.url}/api/gpts${query}`);
  return { status: res.status, body: (await res.json()) as { items: Array<{ id: string; name: string; description: string; author: string }>; total: number } };
};

describe('GET /api/gpts', () => {
  it('lists the bundled catalogue, 20 at a time by default', async () => {
    const { status, body } = await search('');
    expect(status).toBe(200);
    expect(body.total).toBe(30);
    expect(body.items).toHaveLength(20);
    expect(body.items[0]).toEqual({ id: expect.stringMatching(/^g-/), name: expect.any(String), description: expect.any(String), author: expect.any(String) });
  });

  it('searches name and description case-insensitively, honouring limit', async () => {
    expect((await search('?q=CHESS')).body.items.map((g) => g.name)).toEqual(['Chess Coach']);
    // "French" is only in one name, "prompts" only in descriptions.
    expect((await search('?q=french')).body.items.map((g) => g.name)).toEqual(['Language Buddy: French']);
    const prompts = await search('?q=Prompt&limit=1');
    expect(prompts.body.items).toHaveLength(1);
    expect(prompts.body.total).toBeGreaterThan(1);
    expect((await search('?q=no-such-gpt-anywhere')).body).toEqual({ items: [], total: 0 });
  });

  it('rejects a bad limit or an over-long query with 400', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', `?q=${'x'.repeat(201)}`]) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('GPTS_FILE', () => {
  it('replaces the catalogue, keeping only the declared fields, and refuses a malformed file', async () => {
    const file = path.join(tmpdir(), `gpts-${process.pid}.json`);
    await writeFile(file, JSON.stringify([{ id: 'g-mine', name: 'Mine', description: 'Only one', author: 'Me', secret: 'x' }]));
    expect(await loadGpts(readGatewayConfig({ GPTS_FILE: file }, 't').gptsFile)).toEqual([{ id: 'g-mine', name: 'Mine', description: 'Only one', author: 'Me' }]);
    await writeFile(file, JSON.stringify([{ id: 'g-broken' }]));
    await expect(loadGpts(file)).rejects.toThrow(/GPTS_FILE/);
  });
});
