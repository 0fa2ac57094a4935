import { stackInfo } from './stack';

export interface MailDevAttachment {
  /** As the mail declares it (Content-Type of its MIME part). */
  contentType: string;
  fileName: string;
  /** The name MailDev stores it under, which its download address uses. */
  generatedFileName: string;
  length: number;
}

export interface MailDevMail {
  id: string;
  subject: string;
  to: Array<{ address: string }>;
  html?: string;
  text?: string;
  attachments?: MailDevAttachment[];
}

/** Polls MailDev's REST API until a mail to `address` arrives (mail is sent asynchronously via Kafka). */
export async function waitForMail(
  address: string,
  timeoutMs = 60_000,
  match: (mail: MailDevMail) => boolean = () => true,
): Promise<MailDevMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${stackInfo().mailApi}/email`);
    const mails = (await res.json()) as MailDevMail[];
    const mail = mails.find(
      (m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()) && match(m),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The bytes of a mail's attachment as MailDev received them, and the content type it serves them with. */
export async function downloadAttachment(
  mail: MailDevMail,
  attachment: MailDevAttachment,
): Promise<{ contentType: string; bytes: Buffer }> {
  const res = await fetch(
    `${stackInfo().mailApi}/email/${encodeURIComponent(mail.id)}/attachment/${encodeURIComponent(attachment.generatedFileName)}`,
  );
  if (!res.ok) throw new Error(`attachment ${attachment.fileName}: ${res.status}`);
  return { contentType: res.headers.get('content-type') ?? '', bytes: Buffer.from(await res.arrayBuffer()) };
}
