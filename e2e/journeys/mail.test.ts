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

  it('an invoice still unpaid after the unpaid time sends one alert to the receiving e-mail', async () => {
    const receiver = `accounts-${Date.now()}@example.com`;
    const form = new FormData();
    form.set('key', 'unpiadInvoice');
    form.set('email', receiver);
    form.set('time', '1');
    const setup = await api('admin/createSingleSetup', { method: 'POST', token, form });
    expect(setup.status).toBe(200);

    const pos = await api<{ data: { products: Array<{ id: string; name: string; price: number }> } }>(
      'admin/getposInsertData',
      { token },
    );
    const product = pos.body.data.products[0]!;
    // Give svc-notify a moment to take the new setting before the invoice exists.
    await new Promise((r) => setTimeout(r, 3000));
    const order = await api<{ data: { invoice_no: number } }>('admin/insertOrder', {
      method: 'POST',
      token,
      json: {
        customer: {
          phone: `07700 8${String(Date.now()).slice(-5)}`,
          name: 'Una Paid',
          email: 'una@example.com',
        },
        items: [{ id: product.id, name: product.name, price: product.price, qty: 1 }],
        payment: 0,
      },
    });
    expect(order.status).toBe(201);
    // Older unpaid demo invoices alert the new receiver too (the setting applies to invoices still waiting).
    const invoice = new RegExp(`#${order.body.data.invoice_no}(?!\\d)`);
    const alert = await waitForMail(receiver, 150_000, (m) => invoice.test(m.subject));
    expect(alert.subject).toMatch(/^Unpaid invoice #\d+/);
  }, 240_000);
});
