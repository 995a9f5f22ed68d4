import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it, with the text part decoded. */
export interface ReceivedMail {
  /** RCPT TO addresses. */
  to: string[];
  /** MAIL FROM. */
  from: string;
  /** The user name the client signed in with, or null without AUTH. */
  user: string | null;
  headers: Map<string, string>;
  text: string;
}

export interface FakeSmtp {
  /** `smtp://user:pass@127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every message received so far. */
  received: ReceivedMail[];
  /** The next message to arrive (or the oldest one not yet taken). */
  nextMail(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (npm `smtp-server`) on an ephemeral loopback port, so nodemailer's actual
 * SMTP exchange (greeting, AUTH, MAIL/RCPT/DATA) is what the tests see. Plain text without
 * STARTTLS: there is no certificate here.
 */
export async function startFakeSmtp(user = 'mailer', pass = 'mail-secret'): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  let taken = 0;
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid user name or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          ...parseMessage(Buffer.concat(chunks).toString('latin1')),
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          user: typeof session.user === 'string' ? session.user : null,
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    received,
    async nextMail() {
      while (received.length <= taken) await new Promise<void>((wake) => waiters.push(wake));
      return received[taken++]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers (unfolded, lower-case names) and the single text part, base64 or quoted-printable decoded. */
function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'text'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(body.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable') {
    const unwrapped = body.replace(/=\r\n/g, '');
    bytes = Buffer.from(unwrapped.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
  } else bytes = Buffer.from(body, 'latin1');
  return { headers, text: bytes.toString('utf8').replace(/\r\n/g, '\n') };
}
