import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config';

/** One plain-text message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; the app's one is `createSmtpMailer`, and tests may pass their own to `buildApp`. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Time limits so a mail server that stops answering cannot keep sends (and sockets) open for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/** Mail through the SMTP server of `SMTP_URL` (nodemailer reads user, password, port and TLS from it). */
export function createSmtpMailer(config: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({ url: config.url, ...SMTP_TIMEOUTS });
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: config.from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
