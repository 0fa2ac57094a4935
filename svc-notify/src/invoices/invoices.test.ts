import { vatDocument } from '@voltdesk/contracts/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { OrderData, OrderView } from '@voltdesk/contracts';
import { makeEvent } from '@voltdesk/service-kit';
import { customerReminderTime } from '../orders/service';
import { BusinessTime } from '@voltdesk/service-kit';
import { ManualClock } from '../shared/clock';
import type { JobDoc } from '../shared/jobs';
import { publish } from '../test-support/harness';
import { mailTestBed } from '../test-support/mail-bed';
import { readPdf } from '../test-support/pdf-text';
import { eventually, type SinkMail } from '../test-support/smtp-sink';

/**
 * The customer gets the invoice, through the Kafka protocol (Mokapi) and a real SMTP
 * server: `invoice.email.requested` as svc-pos publishes it becomes one mail with the invoice PDF, read
 * back with PDF.js; customer reminders go N days after the due date at 09:00 business time.
 */
let logoServer: Server;
let logoRequests = 0;
jest.setTimeout(90_000);

// 22 November 2026, 10:00 in London (GMT): the reminders below fall on the 23rd at 09:00.
const clock = new ManualClock(Date.parse('2026-11-22T10:00:00Z'));
/** A 1x1 PNG: the site logo the gateway would serve under /media. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const ev: typeof makeEvent = (source, type, subject, data) =>
  makeEvent(source, type, subject, data, clock.now());

/** A VAT invoice as svc-pos's `pos.views.order` shows it (no trail). */
function invoice(n: number, over: Partial<OrderView> = {}): OrderView {
  return {
    id: `order-${n}`,
    invoice_no: 2000 + n,
    order_custom_id: `JOB-${n}`,
    customer: {
      name: `Customer ${n}`,
      phone: '07700 900123',
      email: `customer${n}@mail.test`,
      address: '12 Mill Lane, Leeds',
    },
    items: [
      {
        id: 'svc-1',
        name: 'EICR inspection',
        price: 180,
        qty: 1,
        total: 180,
        vat_rate: 'standard',
        vat_percent: 20,
        line_discount: 0,
        net: 150,
        vat: 30,
        gross: 180,
      },
      {
        id: 'svc-2',
        name: 'Socket installation',
        price: 87.5,
        qty: 2,
        total: 175,
        vat_rate: 'reduced',
        vat_percent: 5,
        line_discount: 0,
        net: 166.67,
        vat: 8.33,
        gross: 175,
      },
    ],
    sub_total: 355,
    discount: 0,
    total: 355,
    payment: 100,
    due: 255,
    status: 'Unpaid',
    due_date: '2026-11-20',
    additional: false,
    expire_date: null,
    alert: null,
    payments: [
      {
        amount: 100,
        at: '2026-11-10T12:00:00.000Z',
        by: 'admin-1',
        method: 'card',
        reference: 'slip 4471',
        kind: 'payment',
        credit_no: null,
      },
    ],
    created_at: '2026-11-10T12:00:00.000Z',
    updated_at: '2026-11-10T12:00:00.000Z',
    credited: 0,
    credit_notes: [],
    voided_at: null,
    void_reason: null,
    vat: vatDocument({ standard: [150, 30], reduced: [166.67, 8.33] }, { pricesIncludeVat: true }),
    ...over,
  };
}

/** The `pos.order.v1` payload of that invoice, as svc-pos's orderEventData builds it. */
function orderData(view: OrderView): OrderData {
  return {
    id: view.id,
    invoice_no: view.invoice_no,
    ...(view.order_custom_id ? { order_custom_id: view.order_custom_id } : {}),
    customer: {
      name: view.customer.name,
      phone: view.customer.phone,
      email: view.customer.email,
      address: view.customer.address ?? undefined,
    },
    sub_total: view.sub_total,
    discount: view.discount,
    total: view.total,
    payment: view.payment,
    due: view.due,
    created_at: view.created_at,
    due_date: view.due_date,
    additional: view.additional,
    expire_date: view.expire_date,
    alert: view.alert,
    invoice: view,
  };
}

let requestN = 0;
function mailRequest(view: OrderView, to: string, requestId = `req-${(requestN += 1)}`) {
  return ev('svc-pos', 'invoice.email.requested', view.id, {
    request_id: requestId,
    order_id: view.id,
    invoice_no: view.invoice_no,
    to,
    requested_by: 'admin-1',
    requested_at: clock.now().toISOString(),
    invoice: view,
  });
}

const jobsOf = (ref: string, kind: JobDoc['kind']) =>
  bed.notify.notifier.jobs.model.find({ ref, kind }).lean<JobDoc[]>();
/** The one file attached to the mail (the site logo travels beside it inline, shown in the HTML). */
const pdfOf = (mail: SinkMail) => {
  const files = mail.attachments.filter((a) => a.contentDisposition !== 'inline');
  expect(files).toHaveLength(1);
  expect(mail.attachments.filter((a) => a.cid === 'site-logo@voltdesk')).toHaveLength(1);
  return files[0]!;
};

/** Publishes an invoice mail to a fresh address and waits for it: every event before it was handled. */
let sentinelN = 0;
async function barrier(): Promise<void> {
  sentinelN += 1;
  const to = `sentinel-${sentinelN}@mail.test`;
  await publish(bed.producer, mailRequest(invoice(900 + sentinelN), to));
  await eventually(() => bed.sink.to(to)[0], 30_000, `sentinel mail ${to}`);
}

beforeAll(async () => {
  logoServer = createServer((req, res) => {
    logoRequests += 1;
    if (req.url === '/media/content/logo.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': LOGO.length }).end(LOGO);
    } else res.writeHead(404).end();
  });
  await new Promise<void>((r) => logoServer.listen(0, '127.0.0.1', r));
});
// As in Kubernetes: the public address is out of the pod's reach (the network policies), and the logo is
// read from svc-content's Service (CONTENT_MEDIA_URL), played here by logoServer.
const bed = mailTestBed('invoices', clock, () => ({
  publicUrl: 'https://spark.invalid',
  contentMediaUrl: `http://127.0.0.1:${(logoServer.address() as AddressInfo).port}`,
}));

beforeAll(async () => {
  await bed.setSetting('websiteData', {
    title: 'Spark & Co',
    email: 'office@spark.test',
    phone: '020 7946 0000',
    address: '1 Volt Road, London',
  });
  await bed.setSetting('websiteLogo', { image: '/media/content/logo.png' });
  await bed.setSetting('bankInfo', {
    holder_name: 'Spark and Co Ltd',
    ac_no: '12345678',
    sort_code: '12-34-56',
    sort_name: '12-34-56',
    bank_name: 'Barclays',
  });
  await bed.setSetting('unpiadInvoice', { email: 'staff@spark.test', time: 10, customer_reminder_days: 3 });
}, 90_000);

afterAll(async () => {
  await new Promise((r) => logoServer?.close(r));
});

describe('invoice.email.requested', () => {
  it('mails the invoice as a real PDF (Invoice-<number>.pdf) with its number, total, VAT and bank details, logged as sent', async () => {
    const view = invoice(1);
    await publish(bed.producer, mailRequest(view, 'customer1@mail.test'));
    const mail = await eventually(() => bed.sink.to('customer1@mail.test')[0], 30_000, 'invoice mail');

    expect(mail.subject).toBe('Invoice #2001 from Spark & Co');
    expect(mail.text).toContain('Dear Customer 1,');
    expect(mail.text).toContain('Please find attached invoice #2001 (Invoice-2001.pdf).');
    const pdf = pdfOf(mail);
    expect(pdf.filename).toBe('Invoice-2001.pdf');
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const read = await readPdf(pdf.content);
    expect(read.pages).toBe(1);
    expect(read.info).toMatchObject({ Title: 'Invoice #2001', Author: 'Spark & Co' });
    for (const shown of [
      'Spark & Co',
      '1 Volt Road, London',
      'VAT INVOICE',
      '#2001',
      'GB 123 4567 89',
      'JOB-1',
      '10 Nov 2026',
      '20 Nov 2026',
      // £100 of £355 paid: part paid, with what is still due (it used to say UNPAID).
      'PART PAID: £255.00 DUE',
      'Customer 1',
      'EICR inspection',
      'Socket installation',
      'Standard 20%',
      'Reduced 5%',
      '£316.67',
      '£38.33',
      '£355.00',
      '£255.00',
      'slip 4471',
      'Spark and Co Ltd',
      '12-34-56',
      'Prices include VAT. VAT is calculated per line.',
    ]) {
      expect(read.text).toContain(shown);
    }
    expect(read.text).not.toContain('UNPAID');
    // The logo came from svc-content's media by the internal address, never from PUBLIC_URL.
    expect(logoRequests).toBeGreaterThan(0);

    const log = await request(bed.notify.app.callback())
      .get('/api/admin/notifications?kind=invoice_email')
      .set('Authorization', `Bearer ${bed.admin}`)
      .expect(200);
    expect(log.body.data).toEqual([
      expect.objectContaining({
        kind: 'invoice_email',
        to: 'customer1@mail.test',
        subject: 'Invoice #2001 from Spark & Co',
        status: 'sent',
        attempts: 1,
      }),
    ]);
  });

  it('an invoice without VAT prints as before VAT: INVOICE, no VAT columns', async () => {
    const plain = invoice(2, {
      vat: null,
      items: [{ id: 'svc-1', name: 'EICR inspection', price: 180, qty: 1, total: 180 }],
      sub_total: 180,
      total: 180,
      payment: 180,
      due: 0,
      status: 'Paid',
      payments: [],
    });
    await publish(bed.producer, mailRequest(plain, 'accounts@client.test'));
    const mail = await eventually(() => bed.sink.to('accounts@client.test')[0], 30_000, 'plain invoice mail');
    const read = await readPdf(pdfOf(mail).content);
    expect(read.text).toContain('INVOICE');
    expect(read.text).not.toContain('VAT');
    expect(read.text).toContain('PAID');
    expect(read.text).toContain('£180.00');
    expect(mail.text).toContain('It is paid in full');
  });

  it('a part-paid invoice with a credit note prints every figure: Total - Credited - Amount Paid = Due', async () => {
    const credited = invoice(21, {
      vat: null,
      items: [{ id: 'svc-1', name: 'Rewire', price: 913.11, qty: 1, total: 913.11 }],
      sub_total: 913.11,
      total: 913.11,
      payment: 600,
      due: 213.11,
      status: 'Unpaid',
      credited: 100,
      credit_notes: [
        {
          credit_no: 7,
          amount: 100,
          reason: 'One circuit not done',
          refund: 0,
          refund_method: null,
          refund_reference: null,
          at: '2026-11-12T12:00:00.000Z',
          by: 'admin-1',
          vat: null,
        },
      ],
    });
    await publish(bed.producer, mailRequest(credited, 'credited@client.test'));
    const mail = await eventually(() => bed.sink.to('credited@client.test')[0], 30_000, 'credited invoice');
    const read = await readPdf(pdfOf(mail).content);
    expect(read.text).toContain('PART PAID: £213.11 DUE');
    expect(read.text).toMatch(
      /Total\s*£913\.11[\s\S]*Credited\s*£100\.00[\s\S]*Amount Paid\s*£600\.00[\s\S]*Due\s*£213\.11/,
    );
  });

  it('the same request delivered again, or repeated with its request id, sends one mail', async () => {
    const view = invoice(3);
    const first = mailRequest(view, 'twice@mail.test', 'req-double');
    await publish(bed.producer, first, first, mailRequest(view, 'twice@mail.test', 'req-double'));
    await eventually(() => bed.sink.to('twice@mail.test')[0], 30_000, 'first mail');
    await barrier();
    expect(bed.sink.to('twice@mail.test')).toHaveLength(1);
    expect(await jobsOf(view.id, 'invoice_email')).toHaveLength(1);
  });

  it('a snapshot that is not an invoice is logged as failed and sends nothing', async () => {
    const broken = ev('svc-pos', 'invoice.email.requested', 'order-4', {
      request_id: 'req-broken',
      order_id: 'order-4',
      invoice_no: 2004,
      to: 'broken@mail.test',
      requested_by: 'admin-1',
      requested_at: clock.now().toISOString(),
      invoice: { id: 'order-4', total: 'a lot' },
    });
    await publish(bed.producer, broken);
    await barrier();
    expect(bed.sink.to('broken@mail.test')).toHaveLength(0);
    expect(await jobsOf('order-4', 'invoice_email')).toEqual([
      expect.objectContaining({
        status: 'failed',
        last_error: 'the invoice in the request could not be read',
      }),
    ]);
  });
});

describe('customer payment reminders', () => {
  it('fall on the due date + N days at 09:00 in the business time zone, summer time included', () => {
    const london = new BusinessTime('Europe/London');
    expect(customerReminderTime('2026-11-20', 3, london)?.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(customerReminderTime('2026-06-10', 3, london)?.toISOString()).toBe('2026-06-13T08:00:00.000Z');
    expect(customerReminderTime('2026-03-27', 3, london)?.toISOString()).toBe('2026-03-30T08:00:00.000Z');
  });

  it('one reminder with the PDF to the customer at the local hour; none for void or paid invoices; none once the setting is off', async () => {
    const due = invoice(10);
    const voided = invoice(11);
    const paid = invoice(12, { payment: 355, due: 0, status: 'Paid' });
    const paidLater = invoice(13);
    const offLater = invoice(14);
    await publish(
      bed.producer,
      ...[due, voided, paid, paidLater, offLater].map((v) =>
        ev('svc-pos', 'order.created', v.id, orderData(v)),
      ),
    );
    await eventually(
      async () => (await bed.notify.notifier.jobs.model.countDocuments({ kind: 'customer_reminder' })) === 4,
      30_000,
      'reminders planned',
    );
    const [planned] = await jobsOf(due.id, 'customer_reminder');
    expect(planned).toMatchObject({
      dedupe_key: 'customer_reminder:order-10:2026-11-23',
      to: 'customer10@mail.test',
      status: 'queued',
      run_at: new Date('2026-11-23T09:00:00Z'),
    });
    expect(await jobsOf(paid.id, 'customer_reminder')).toHaveLength(0);

    await publish(
      bed.producer,
      ev('svc-pos', 'order.voided', voided.id, { id: voided.id, invoice_no: voided.invoice_no }),
      ev(
        'svc-pos',
        'order.paid',
        paidLater.id,
        orderData({ ...paidLater, payment: 355, due: 0, status: 'Paid' }),
      ),
    );
    await eventually(
      async () =>
        (await jobsOf(voided.id, 'customer_reminder'))[0]?.status === 'cancelled' &&
        (await jobsOf(paidLater.id, 'customer_reminder'))[0]?.status === 'cancelled',
      30_000,
      'void and paid reminders cancelled',
    );

    // A minute before 09:00 nothing goes.
    clock.advance(Date.parse('2026-11-23T08:59:00Z') - clock.now().getTime());
    bed.notify.notifier.scheduler.wake();
    await barrier();
    expect(bed.sink.to('customer10@mail.test')).toHaveLength(0);

    // A changed due date is a new reminder day: the waiting reminder of the old day is cancelled.
    await publish(
      bed.producer,
      ev('svc-pos', 'order.updated', offLater.id, orderData({ ...offLater, due_date: '2026-11-25' })),
    );
    await eventually(
      async () =>
        (await jobsOf(offLater.id, 'customer_reminder')).some(
          (j) => j.dedupe_key === 'customer_reminder:order-14:2026-11-28' && j.status === 'queued',
        ),
      30_000,
      'moved reminder',
    );

    clock.advance(2 * 60_000);
    bed.notify.notifier.scheduler.wake();
    const reminder = await eventually(
      () => bed.sink.to('customer10@mail.test')[0],
      30_000,
      'customer reminder',
    );
    expect(reminder.subject).toBe('Payment reminder: invoice #2010 from Spark & Co');
    expect(reminder.text).toContain('£255.00 is still due on invoice #2010 (JOB-10)');
    const pdf = pdfOf(reminder);
    expect(pdf.filename).toBe('Invoice-2010.pdf');
    const read = await readPdf(pdf.content);
    expect(read.text).toContain('#2010');
    expect(read.text).toContain('£255.00');

    expect(await jobsOf(offLater.id, 'customer_reminder')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ dedupe_key: 'customer_reminder:order-14:2026-11-23', status: 'cancelled' }),
      ]),
    );

    // Another event for the same invoice and due date does not send the day's reminder again.
    clock.advance(60_000);
    const again = ev('svc-pos', 'order.updated', due.id, orderData(due));
    await publish(bed.producer, again);
    await eventually(
      async () =>
        (await bed.notify.notifier.orders.orders.findById(due.id).lean())?.event_time?.toISOString() ===
        again.time,
      30_000,
      'order 10 updated',
    );
    bed.notify.notifier.scheduler.wake();
    await barrier();
    expect(bed.sink.to('customer10@mail.test')).toHaveLength(1);

    // Turned off: the waiting reminders are cancelled and nothing more goes.
    await bed.setSetting('unpiadInvoice', { email: 'staff@spark.test', time: 10 });
    await eventually(
      async () => (await jobsOf(offLater.id, 'customer_reminder')).every((j) => j.status === 'cancelled'),
      30_000,
      'reminders cancelled when the setting is off',
    );
    clock.advance(7 * 24 * 3600_000);
    bed.notify.notifier.scheduler.wake();
    await barrier();
    expect(bed.sink.to('customer10@mail.test')).toHaveLength(1);
    expect(bed.sink.to('customer11@mail.test')).toHaveLength(0);
    expect(bed.sink.to('customer12@mail.test')).toHaveLength(0);
    expect(bed.sink.to('customer13@mail.test')).toHaveLength(0);
    expect(bed.sink.to('customer14@mail.test')).toHaveLength(0);
    const log = await request(bed.notify.app.callback())
      .get('/api/admin/notifications?kind=customer_reminder')
      .set('Authorization', `Bearer ${bed.admin}`)
      .expect(200);
    expect(log.body.data.filter((j: { status: string }) => j.status === 'sent')).toEqual([
      expect.objectContaining({ to: 'customer10@mail.test', status: 'sent' }),
    ]);
  });
});
