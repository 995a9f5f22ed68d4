import { connect, type Socket } from 'node:net';

export interface RawConnection {
  socket: Socket;
  /** Everything the server has sent so far. */
  received(): string;
  /** Settles when the server closes the connection (or resets it), with all it sent. */
  closed: Promise<{ text: string; afterMs: number }>;
  /** Writes and waits until the bytes are handed to the kernel; false once the socket is gone. */
  write(data: string | Buffer): Promise<boolean>;
}

/** A plain TCP connection to an http:// URL, for requests that no HTTP client would send. */
export function openRaw(url: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    const opened = Date.now();
    const closed = new Promise<{ text: string; afterMs: number }>((done) => {
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A reset after the answer is normal here: the server closes on a client still sending.
      socket.on('error', () => undefined);
      socket.on('close', () => done({ text: Buffer.concat(chunks).toString('utf8'), afterMs: Date.now() - opened }));
    });
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => Buffer.concat(chunks).toString('utf8'),
        closed,
        write: (data) =>
          new Promise((written) => {
            if (socket.destroyed || !socket.writable) return written(false);
            socket.write(data, (error) => written(!error));
          }),
      }),
    );
    socket.once('error', reject);
  });
}

/** Sends `data` in `chunkBytes` pieces every `everyMs` until done or the server closes the connection. */
export async function trickle(connection: RawConnection, data: Buffer, chunkBytes: number, everyMs: number): Promise<number> {
  let sent = 0;
  while (sent < data.length) {
    if (!(await connection.write(data.subarray(sent, sent + chunkBytes)))) break;
    sent = Math.min(data.length, sent + chunkBytes);
    if (sent < data.length) await new Promise((r) => setTimeout(r, everyMs));
  }
  return sent;
}
