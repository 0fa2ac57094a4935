import { adminToken, api } from '../src/api';
import { waitForMail } from '../src/mail';
import { confirmedSubscriber } from '../src/subscriber';

let token: string;

beforeAll(async () => {
  token = await adminToken();
});

describe('mail through the whole stack (services, Kafka, svc-notify, MailDev)', () => {
  it('a confirmed subscriber receives a newsletter with a working unsubscribe link', async () => {
    const email = `reader-${Date.now()}@example.com`;
    await confirmedSubscriber('Rita Reader', email);

    const subject = `Spring safety checks ${Date.now()}`;
    // The confirmation travels to svc-notify as an event; ask again until it has arrived there.
    const deadline = Date.now() + 60_000;
    let newsletter;
    for (;;) {
      const sent = await api('admin/sendNewsLetter', {
        method: 'POST',
        token,
        json: { subject, message: '<p>Book your <strong>EICR</strong> before summer.</p>' },
      });
      expect(sent.status).toBe(200);
      newsletter = await waitForMail(email, 15_000, (m) => m.subject === subject).catch(() => undefined);
      if (newsletter || Date.now() > deadline) break;
    }
    expect(newsletter).toBeDefined();
    expect(newsletter!.html).toContain('<strong>EICR</strong>');
    expect(newsletter!.html ?? '').toMatch(/\/api\/unsubscribe\?token=/);
  });
});
