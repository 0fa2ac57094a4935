import request from 'supertest';
import type { QuoteView } from '@voltdesk/contracts';
import { makeEvent } from '@voltdesk/service-kit';
import { ManualClock } from '../shared/clock';
import type { JobDoc } from '../shared/jobs';
import { publish } from '../test-support/harness';
import { mailTestBed } from '../test-support/mail-bed';
import { readPdf } from '../test-support/pdf-text';
import { eventually, type SinkMail } from '../test-support/smtp-sink';

/**
 * "E-mail quote" through the Kafka protocol (Mokapi) and a real SMTP server:
 * `quote.email.requested` as svc-pos publishes it becomes one mail with the quote as a PDF (headed QUOTE,
 * no payment figures), read back with PDF.js, and a line in the delivery log.
 */
const clock = new ManualClock(Date.parse('2026-11-22T10:00:00Z'));
const bed = mailTestBed('quotes', clock);
jest.setTimeout(90_000);
const ev: typeof makeEvent = (source, type, subject, data) =>
  makeEvent(source, type, subject, data, clock.now());

/** A quote as svc-pos's `pos.views.quote` shows it. */
function quote(n: number, over: Partial<QuoteView> = {}): QuoteView {
  return {
    id: `quote-${n}`,
    quote_no: 10 + n,
    status: 'Open',
    expired: false,
    customer: {
      name: `Customer ${n}`,
      phone: '07700 900123',
      email: `q${n}@mail.test`,
      address: '12 Mill Lane',
    },
    items: [
      { id: 'svc-1', name: 'EICR inspection', price: 180, qty: 1, total: 180 },
      { id: 'svc-2', name: 'Socket installation', price: 65, qty: 2, total: 130 },
    ],
    sub_total: 310,
    discount: 10,
    total: 300,
    order_custom_id: 'JOB-Q',
    valid_until: '2026-12-15',
    notes: 'Includes the certificate.',
    decided_at: null,
    decided_by: null,
    decision_reason: null,
    invoice_no: null,
    order_id: null,
    converted_at: null,
    emails: [],
    created_by: 'admin-1',
    created_at: '2026-11-20T12:00:00.000Z',
    updated_at: '2026-11-20T12:00:00.000Z',
    ...over,
  };
}

function mailRequest(view: QuoteView, to: string, requestId: string, snapshot: unknown = view) {
  return ev('svc-pos', 'quote.email.requested', view.id, {
    request_id: requestId,
    quote_id: view.id,
    quote_no: view.quote_no ?? 0,
    to,
    requested_by: 'admin-1',
    requested_at: clock.now().toISOString(),
    quote: snapshot as QuoteView,
  });
}

const jobsOf = (ref: string) =>
  bed.notify.notifier.jobs.model.find({ ref, kind: 'quote_email' }).lean<JobDoc[]>();
const pdfOf = (mail: SinkMail) => {
  const files = mail.attachments.filter((f) => f.contentDisposition !== 'inline');
  expect(files).toHaveLength(1);
  return files[0]!;
};

beforeAll(async () => {
  await bed.setSetting('websiteData', {
    title: 'Spark & Co',
    email: 'office@spark.test',
    phone: '020 7946 0000',
    address: '1 Volt Road',
  });
});

describe('quote.email.requested', () => {
  it('mails the quote as a PDF headed QUOTE, with its number, lines, total, valid-until date and notes, logged as sent', async () => {
    const view = quote(1);
    // The same request delivered twice sends one mail.
    const event = mailRequest(view, 'q1@mail.test', 'req-q1');
    await publish(bed.producer, event, event);
    const mail = await eventually(() => bed.sink.to('q1@mail.test')[0], 30_000, 'quote mail');
    expect(mail.subject).toBe('Quote Q-000011 from Spark & Co');
    expect(mail.text).toContain('Dear Customer 1,');
    expect(mail.text).toContain('Please find attached our quote Q-000011 (Quote-Q-000011.pdf).');
    const pdf = pdfOf(mail);
    expect(pdf.filename).toBe('Quote-Q-000011.pdf');
    expect(pdf.contentType).toBe('application/pdf');

    const read = await readPdf(pdf.content);
    expect(read.info).toMatchObject({ Title: 'Quote Q-000011', Author: 'Spark & Co' });
    for (const shown of [
      'QUOTE',
      'Q-000011',
      'Valid Until',
      '15 Dec 2026',
      'OPEN',
      'Customer 1',
      'EICR inspection',
      'Socket installation',
      '£310.00',
      '£300.00',
      'Includes the certificate.',
    ]) {
      expect(read.text).toContain(shown);
    }
    // A quote asks for no money yet.
    for (const absent of ['INVOICE', 'Amount Paid', 'Due Date']) expect(read.text).not.toContain(absent);

    const log = await request(bed.notify.app.callback())
      .get('/api/admin/notifications?kind=quote_email')
      .set('Authorization', `Bearer ${bed.admin}`)
      .expect(200);
    expect(log.body.data).toEqual([
      expect.objectContaining({
        kind: 'quote_email',
        to: 'q1@mail.test',
        subject: 'Quote Q-000011 from Spark & Co',
        status: 'sent',
      }),
    ]);
    expect(await jobsOf(view.id)).toHaveLength(1);
  });

  it('mails a quote with its e-mail history, and one from an svc-pos from before that history', async () => {
    const withHistory = quote(3, {
      emails: [{ to: 'q3@mail.test', at: '2026-11-21T09:00:00.000Z', by: 'admin-1' }],
    });
    const { emails: _none, ...older } = quote(4);
    await publish(
      bed.producer,
      mailRequest(withHistory, 'q3@mail.test', 'req-q3'),
      mailRequest(quote(4), 'q4@mail.test', 'req-q4', older),
    );
    await eventually(() => bed.sink.to('q3@mail.test')[0], 30_000, 'the mail of the quote with history');
    await eventually(() => bed.sink.to('q4@mail.test')[0], 30_000, 'the mail of the older quote');
  });

  it('a snapshot that is not a quote is logged as failed and sends nothing', async () => {
    const view = quote(2);
    await publish(
      bed.producer,
      mailRequest(view, 'broken@mail.test', 'req-q2', { id: view.id, total: 'a lot' }),
    );
    // A later mail on the same key (same partition) shows the first was handled.
    await publish(bed.producer, mailRequest(view, 'after@mail.test', 'req-q2b'));
    await eventually(() => bed.sink.to('after@mail.test')[0], 30_000, 'the later mail');
    expect(bed.sink.to('broken@mail.test')).toHaveLength(0);
    expect((await jobsOf(view.id)).find((j) => j.to === 'broken@mail.test')).toMatchObject({
      status: 'failed',
      last_error: 'the quote in the request could not be read',
    });
  });
});
