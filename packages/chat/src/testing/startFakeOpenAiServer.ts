import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeOpenAi } from './createFakeOpenAi';

export interface FakeOpenAiServer {
  /** e.g. `http://127.0.0.1:40123` (point `OPENAI_API_BASE_URL` here). */
  url: string;
  close(): Promise<void>;
}

function toRequest(req: IncomingMessage, origin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = { method: req.method ?? 'GET', headers, signal };
  if (hasBody) {
    init.body = ReadableStreamFromNode(req);
    init.duplex = 'half';
  }
  return new Request(new URL(req.url ?? '/', origin), init);
}

function ReadableStreamFromNode(req: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      req.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
      req.on('end', () => controller.close());
      req.on('error', (error) => controller.error(error));
    },
  });
}

/** Serves a `FakeOpenAi` over real HTTP for end-to-end tests; every chunk is flushed as sent. */
export async function startFakeOpenAiServer(fake: FakeOpenAi, port = 0, host = '127.0.0.1'): Promise<FakeOpenAiServer> {
  const server = createServer((req, res) => {
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    void (async () => {
      const origin = `http://${host}`;
      const response = await fake.handle(toRequest(req, origin, abort.signal));
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      if (!response.body) return void res.end();
      const reader = response.body.getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          res.write(value);
        }
        res.end();
      } catch {
        res.destroy();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actual}`,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
