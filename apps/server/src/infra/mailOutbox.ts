import type { MailMessage, Mailer } from './mailer';

/**
 * Sends mail after the request that asked for it has been answered: waiting for the mail server
 * would make a known address answer slower than an unknown one, which tells who has an account.
 * A failed send is only logged; `idle` lets a test (or shutdown) wait for what is under way.
 */
export class MailOutbox {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly onError: (error: unknown) => void,
  ) {}

  post(message: MailMessage): void {
    const sending = this.mailer.send(message).catch(this.onError);
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
  }

  /** Resolves once every message posted so far has been sent or has failed. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.idle();
    this.mailer.close();
  }
}
