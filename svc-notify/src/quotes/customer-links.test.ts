import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import {
  createSchemaValidator,
  quoteAsInvoiceDocument,
  type CustomerDocumentView,
  type QuoteView,
} from '@voltdesk/contracts';
import { createMetrics, createApp, makeEvent, registerEndpoints } from '@voltdesk/service-kit';
import { notifyEndpoints } from '@voltdesk/contracts';
import { customerPdfHandlers } from '../invoice-pdf/customer-pdf';
import { ManualClock } from '../shared/clock';
import { publish, testLogger } from '../test-support/harness';
import { mailTestBed } from '../test-support/mail-bed';
import { readPdf } from '../test-support/pdf-text';
import { eventually } from '../test-support/smtp-sink';

/**
 * Customer links in svc-notify: the quote and invoice mails carry the link to the document's page, the
 * owner hears of an answer given there, and the link's PDF is drawn from what svc-pos answers for the
 * token (here a stand-in answering `customerDocument` by its contract, the real one in the journey).
 */
jest.setTimeout(90_000);
const clock = new ManualClock(Date.parse('2026-11-22T10:00:00Z'));
const bed = mailTestBed('customer_links', clock, () => ({ publicUrl: 'https://spark.test' }));

const quote: QuoteView = {
  id: 'quote-7',
  quote_no: 7,
  status: 'Open',
  expired: false,
  customer: { name: 'Dana Lee', phone: '07700 900777', email: 'dana@mail.test', address: '7 Oak Row' },
  items: [{ id: 'svc-1', name: 'Consumer unit replacement', price: 450, qty: 1, total: 450 }],
  sub_total: 450,
  discount: 0,
  total: 450,
  order_custom_id: null,
  valid_until: '2026-12-20',
  notes: 'Certificate included.',
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
  vat: null,
  answer: null,
  history: [],
};

/** svc-pos's answer for the one live token (checked against the contract's view, as svc-pos's tests are). */
const shown: CustomerDocumentView = {
  kind: 'quote',
  document: quoteAsInvoiceDocument(quote),
  quote: {
    quote_no: 7,
    number: 'Q-000007',
    valid_until: '2026-12-20',
    status: 'Open',
    notes: 'Certificate included.',
    can_answer: true,
    answer: null,
    invoice_token: null,
  },
  link: { expires_at: '2027-02-20T10:00:00.000Z', first_opened_at: null },
};
expect(createSchemaValidator({ schemas: 'views' }).getSchema('pos.views.customerDocument')!(shown)).toBe(
  true,
);

let pos: Server;
let posUrl: string;
const asked: string[] = [];
beforeAll(async () => {
  pos = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://pos');
    asked.push(`${req.method} ${url.pathname}`);
    res.setHeader('Content-Type', 'application/json');
    if (url.pathname === '/api/customerDocument' && url.searchParams.get('token') === 'live.token.1') {
      res.end(JSON.stringify({ data: shown }));
      return;
    }
    res.statusCode = 404;
    res.end(
      JSON.stringify({
        message: 'This link is not valid any more. Please ask us to send the document again.',
      }),
    );
  });
  await new Promise<void>((r) => pos.listen(0, '127.0.0.1', r));
  posUrl = `http://127.0.0.1:${(pos.address() as AddressInfo).port}`;
  await bed.setSetting('websiteData', { title: 'Spark & Co', email: 'office@spark.test' });
});
afterAll(() => new Promise<void>((r) => pos.close(() => r())));

/** svc-notify's HTTP side serving the link PDFs, as main.ts wires it, against `origin` as svc-pos. */
function pdfApp(origin: string) {
  const app = createApp({
    name: 'svc-notify',
    logger: testLogger(),
    metrics: createMetrics('svc-notify', false),
  });
  registerEndpoints(app, {
    service: 'notify',
    endpoints: { customerDocumentPdf: notifyEndpoints.customerDocumentPdf },
    verifier: { verify: () => Promise.reject(new Error('no admin routes here')) } as never,
    handlers: customerPdfHandlers(bed.notify.notifier.customerPdfs(origin)),
  });
  return app.callback();
}

const ev: typeof makeEvent = (source, type, subject, data) =>
  makeEvent(source, type, subject, data, clock.now());

describe('the mails carry the customer link', () => {
  it('a quote mail links to its page to accept it; an invoice mail to its page', async () => {
    await publish(
      bed.producer,
      ev('svc-pos', 'quote.email.requested', quote.id, {
        request_id: 'req-link-q',
        quote_id: quote.id,
        quote_no: 7,
        to: 'dana@mail.test',
        requested_by: 'admin-1',
        requested_at: clock.now().toISOString(),
        quote,
        link_token: 'live.token.1',
        link_expires_at: '2027-02-20T10:00:00.000Z',
      }),
    );
    const mail = await eventually(() => bed.sink.to('dana@mail.test')[0], 30_000, 'quote mail');
    expect(mail.text).toContain(
      'View and accept the quote online: https://spark.test/document?token=live.token.1',
    );
    expect(mail.text).toContain('To go ahead, accept the quote online, or reply to this e-mail or call us.');
    expect(mail.html).toContain('href="https://spark.test/document?token=live.token.1"');

    const invoice = { ...quoteAsInvoiceDocument(quote), id: 'order-9', invoice_no: 9 };
    await publish(
      bed.producer,
      ev('svc-pos', 'invoice.email.requested', invoice.id, {
        request_id: 'req-link-i',
        order_id: invoice.id,
        invoice_no: 9,
        to: 'dana.invoice@mail.test',
        requested_by: 'admin-1',
        requested_at: clock.now().toISOString(),
        invoice,
        link_token: 'invoice.token.9',
        link_expires_at: '2027-02-20T10:00:00.000Z',
      }),
    );
    const sent = await eventually(() => bed.sink.to('dana.invoice@mail.test')[0], 30_000, 'invoice mail');
    expect(sent.text).toContain('View the invoice online: https://spark.test/document?token=invoice.token.9');
  });
});

describe('quote.answered', () => {
  it('tells the owner who accepted, the name typed, when and from where, once', async () => {
    const event = ev('svc-pos', 'quote.answered', quote.id, {
      quote_id: quote.id,
      quote_no: 7,
      decision: 'accepted',
      name: 'Dana Lee',
      reason: null,
      answered_at: '2026-11-22T09:59:00.000Z',
      ip: '203.0.113.9',
      quote: { ...quote, status: 'Accepted' },
    });
    await publish(bed.producer, event, event);
    const mail = await eventually(() => bed.sink.to('office@spark.test')[0], 30_000, 'owner notice');
    expect(mail.subject).toBe('Quote Q-000007 accepted by Dana Lee');
    expect(mail.text).toContain('Dana Lee accepted quote Q-000007 online and agreed to its terms.');
    for (const shownText of ['Name typed', '203.0.113.9', '22 Nov 2026, 09:59', '£450.00'])
      expect(mail.text).toContain(shownText);
    const jobs = await bed.notify.notifier.jobs.model.find({ kind: 'quote_answer_notice' }).lean();
    expect(jobs).toHaveLength(1);
  });
});

describe('GET customerDocumentPdf', () => {
  it("draws the link's document as the mailed PDF; a dead link is svc-pos's 404; svc-pos down is 503", async () => {
    const api = pdfApp(posUrl);
    const res = await request(api)
      .get('/api/customerDocumentPdf')
      .query({ token: 'live.token.1' })
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Quote-Q-000007.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    const read = await readPdf(res.body as Buffer);
    for (const text of [
      'QUOTE',
      'Q-000007',
      'Dana Lee',
      'Consumer unit replacement',
      '£450.00',
      'Certificate included.',
    ])
      expect(read.text).toContain(text);

    const dead = await request(api).get('/api/customerDocumentPdf').query({ token: 'tampered' }).expect(404);
    expect(dead.body).toEqual({
      message: 'This link is not valid any more. Please ask us to send the document again.',
    });
    await request(api).get('/api/customerDocumentPdf').expect(422);
    expect(asked).toEqual(['GET /api/customerDocument', 'GET /api/customerDocument']);

    const down = await request(pdfApp('http://127.0.0.1:9'))
      .get('/api/customerDocumentPdf')
      .query({ token: 'live.token.1' })
      .expect(503);
    expect(down.body.message).toBe('The document cannot be downloaded right now. Please try again shortly.');
  });
});
