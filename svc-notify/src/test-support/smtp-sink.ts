import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { freePort } from '@voltdesk/service-kit/testing';

export interface SinkMail extends ParsedMail {
  envelopeTo: string[];
  raw: string;
}

/**
 * A real SMTP server for tests and the benchmark (smtp-server): keeps every accepted mail (parsed with
 * mailparser unless `parse` is off), refuses chosen recipients with 550 on RCPT, fails chosen recipients'
 * DATA with 451, and can be stopped and started again on the same port (SMTP down, then up).
 */
export class SmtpSink {
  readonly mails: SinkMail[] = [];
  accepted = 0;
  /** Recipients answered `550 5.1.1` on RCPT TO. */
  readonly rejectRecipients = new Set<string>();
  /** Recipients whose DATA is answered `451 4.3.0` (a temporary failure). */
  readonly tempFailRecipients = new Set<string>();
  /**
   * How long an accepted mail (already in `mails`) waits for its `250`: a sender that dies meanwhile has
   * handed the mail over without learning it (the at-least-once window of a crash).
   */
  ackDelayMs = 0;
  private server?: SMTPServer;

  private constructor(
    readonly port: number,
    private readonly parse: boolean,
  ) {}

  static async start(options: { port?: number; parse?: boolean } = {}): Promise<SmtpSink> {
    const sink = new SmtpSink(options.port ?? (await freePort()), options.parse ?? true);
    await sink.listen();
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      maxClients: 200,
      disableReverseLookup: true,
      // Stopping must drop the senders' pooled connections at once (SMTP down), not wait 30 s for them.
      closeTimeout: 50,
      onRcptTo: (address: SMTPServerAddress, _session, callback) => {
        if (this.rejectRecipients.has(address.address)) {
          const err = Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 });
          return callback(err);
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          if (to.some((a) => this.tempFailRecipients.has(a))) {
            return callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 }));
          }
          this.accepted += 1;
          const raw = Buffer.concat(chunks);
          const ack = () =>
            this.ackDelayMs > 0 ? void setTimeout(() => callback(), this.ackDelayMs) : callback();
          if (!this.parse) return ack();
          simpleParser(raw).then(
            (mail) => {
              this.mails.push(Object.assign(mail, { envelopeTo: to, raw: raw.toString('utf8') }));
              ack();
            },
            (err: Error) => callback(err),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** Stops listening (connections are dropped): the SMTP server is down until `listen()`. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): SinkMail[] {
    return this.mails.filter((m) => m.envelopeTo.includes(address));
  }
}

/** Polls until `check` returns a truthy value (generous limit; never a fixed sleep as an assertion). */
export async function eventually<T>(
  check: () => Promise<T> | T,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}${last instanceof Error ? `: ${last.message}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
