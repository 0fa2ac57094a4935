import { stackInfo } from './stack';

interface MailDevMail {
  subject: string;
  to: Array<{ address: string }>;
  html?: string;
  text?: string;
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
