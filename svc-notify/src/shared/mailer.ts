import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { MailContent } from './mail-layout';

/** A rendered mail (mail-layout's `MailContent`) with its sender and recipient. */
export interface OutgoingMail extends MailContent {
  from: string;
  to: string;
}

/** A file sent with a mail (the invoice PDF), or an image the HTML shows inline (`cid`). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Content-ID of an inline image, referenced from the HTML as `cid:<this>`. */
  cid?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string | null }>;
  verify(): Promise<void>;
  close(): void;
}

/** How the sender treats a failed send. */
export type SendFailure = 'unreachable' | 'invalid_recipient' | 'retry';

/**
 * Sorts a nodemailer error: the server could not be reached at all (wait and try again without using an
 * attempt), it refused the recipient permanently (5xx on RCPT: failed at once), or anything else (a
 * counted attempt, retried with backoff).
 */
export function classifySendError(err: unknown): SendFailure {
  const e = err as { code?: string; responseCode?: number; command?: string; errno?: string } | null;
  const code = e?.code ?? '';
  if (['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET'].includes(code))
    return 'unreachable';
  if (e?.command === 'CONN' || e?.responseCode === 421) return 'unreachable';
  if (
    (e?.responseCode ?? 0) >= 500 &&
    (e?.command === 'RCPT TO' || (code === 'EENVELOPE' && e?.command !== 'DATA'))
  )
    return 'invalid_recipient';
  return 'retry';
}

/** A short, log-safe description of a send error (the SMTP reply when there is one). */
export function describeSendError(err: unknown): string {
  const e = err as { response?: string; message?: string; code?: string } | null;
  const text = e?.response ?? e?.message ?? String(err);
  return (e?.code && !text.includes(e.code) ? `${e.code}: ${text}` : text).slice(0, 500);
}

/**
 * A recipient we will not even offer to the server: one address, no spaces or brackets, a dot in the
 * domain or a single-label local domain. The server is the final judge (5xx on RCPT).
 */
export function isDeliverableAddress(address: string): boolean {
  return (
    address.length <= 254 &&
    /^[^\s@<>()[\]",;:\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/.test(
      address,
    )
  );
}

/**
 * Host, port, TLS and credentials from `SMTP_URL` (`smtp://user:pass@host:port`, `smtps://...`). Given as
 * options rather than nodemailer's `url`, which measured three times slower per mail with nodemailer 8.
 */
export function smtpServerOptions(url: string): Pick<SMTPPool.Options, 'host' | 'port' | 'secure' | 'auth'> {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    ...(u.username
      ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } }
      : {}),
  };
}

function isLoopback(url: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** nodemailer over SMTP (`SMTP_URL`), pooled so a newsletter reuses connections. */
export function createSmtpMailer(options: { url: string; maxConnections: number }): Mailer {
  const transport: Transporter<SMTPPool.SentMessageInfo> = nodemailer.createTransport({
    ...smtpServerOptions(options.url),
    pool: true,
    maxConnections: options.maxConnections,
    maxMessages: Infinity,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Local catchers (MailDev, smtp-server in tests) offer STARTTLS with a self-signed certificate;
    // any other server must present a valid one.
    ...(isLoopback(options.url) ? { tls: { rejectUnauthorized: false } } : {}),
  });
  return {
    async send(mail) {
      const info = await transport.sendMail(mail);
      return { messageId: info.messageId ?? null };
    },
    async verify() {
      await transport.verify();
    },
    close() {
      transport.close();
    },
  };
}
