import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeMidjourney } from './createFakeMidjourney';

export interface FakeMidjourneyServer {
  /** e.g. `http://127.0.0.1:40123` (point `MJ_SERVER` here). */
  url: string;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Serves a `FakeMidjourney` over real HTTP on loopback, for node tests and end-to-end runs. */
export async function startFakeMidjourneyServer(fake: FakeMidjourney, port = 0, host = '127.0.0.1'): Promise<FakeMidjourneyServer> {
  const server = createServer((req, res) => {
    void (async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
        else if (Array.isArray(value)) headers.set(name, value.join(', '));
      }
      const method = req.method ?? 'GET';
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
      const request = new Request(new URL(req.url ?? '/', `http://${host}`), { method, headers, ...(body ? { body: new Uint8Array(body) } : {}) });
      const response = await fake.handle(request);
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actual}`,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
