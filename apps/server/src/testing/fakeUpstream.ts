import { createServer, type IncomingHttpHeaders, type IncomingMessage, request as httpRequest, type ServerResponse } from 'node:http';
import { createServer as createNetServer, connect as netConnect, type Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The whole request body, once `bodyDone` resolves. */
  body: Buffer;
  bodyDone: Promise<void>;
  /** Resolves with the time (performance.now) the connection closed before the reply finished. */
  closedEarly: Promise<number>;
}

export type UpstreamHandler = (request: RecordedRequest, res: ServerResponse, req: IncomingMessage) => unknown;

/** An OpenAI / midjourney-proxy stand-in that records every request it receives. */
export async function startFakeUpstream(handler: UpstreamHandler = (_r, res) => res.end('{}')) {
  const requests: RecordedRequest[] = [];
  const state = { handler };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    const record: RecordedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.alloc(0),
      bodyDone: new Promise((resolve) => {
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          record.body = Buffer.concat(chunks);
          resolve();
        });
      }),
      closedEarly: new Promise((resolve) => res.on('close', () => !res.writableFinished && resolve(performance.now()))),
    };
    requests.push(record);
    void Promise.resolve(state.handler(record, res, req)).catch((error: unknown) => res.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    set handler(next: UpstreamHandler) {
      state.handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeUpstream = Awaited<ReturnType<typeof startFakeUpstream>>;

/** A minimal HTTP CONNECT proxy (what HTTPS_PROXY points at) that records the tunnels it opened. */
export async function startConnectProxy() {
  const tunnels: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((_req, res) => res.writeHead(405).end());
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    tunnels.push(req.url ?? '');
    const [host = '', port = ''] = (req.url ?? '').split(':');
    const target = netConnect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      target.write(head);
      target.pipe(client);
      client.pipe(target);
    });
    for (const s of [client, target]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    tunnels,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A minimal SOCKS5 server (no authentication, CONNECT only) that records where it connected. */
export async function startSocks5Proxy() {
  const connects: string[] = [];
  const sockets = new Set<Socket>();
  const server = createNetServer((client) => {
    sockets.add(client);
    client.on('error', () => undefined);
    client.on('close', () => sockets.delete(client));
    client.once('data', (greeting: Buffer) => {
      if (greeting[0] !== 5) return client.destroy();
      client.write(Buffer.from([5, 0]));
      client.once('data', (req: Buffer) => {
        // VER CMD RSV ATYP ADDR PORT; CONNECT to an IPv4 address or a domain name.
        let host: string;
        let at: number;
        if (req[3] === 1) {
          host = [...req.subarray(4, 8)].join('.');
          at = 8;
        } else if (req[3] === 3) {
          const length = req[4] ?? 0;
          host = req.subarray(5, 5 + length).toString();
          at = 5 + length;
        } else return client.destroy();
        const port = req.readUInt16BE(at);
        connects.push(`${host}:${port}`);
        const target = netConnect(port, host, () => {
          client.write(Buffer.from([5, 0, 0, 1, 0, 0, 0, 0, 0, 0]));
          target.pipe(client);
          client.pipe(target);
        });
        sockets.add(target);
        target.on('error', () => client.destroy());
        target.on('close', () => sockets.delete(target));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `socks5://127.0.0.1:${port}`,
    connects,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A request with the path exactly as given (fetch would normalise `..` away) and any headers,
 * Host included. `body` chunks are written one by one, without a Content-Length unless given.
 */
export function rawRequest(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer[] },
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method: options.method ?? 'GET', path: options.path, headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    // The server may answer (413) and close before the whole body is written.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    for (const chunk of options.body ?? []) req.write(chunk);
    req.end();
  });
}
