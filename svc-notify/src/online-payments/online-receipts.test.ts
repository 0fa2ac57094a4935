import type { OrderData, OrderView } from '@voltdesk/contracts';
import { makeEvent } from '@voltdesk/service-kit';
import { ManualClock } from '../shared/clock';
import { publish } from '../test-support/harness';
import { mailTestBed } from '../test-support/mail-bed';
import { readPdf } from '../test-support/pdf-text';
import { eventually } from '../test-support/smtp-sink';

/**
 * The receipt of a card payment made online: `order.paid` as svc-pos publishes it (through Mokapi) after
 * Stripe's webhook, with a `card_online` payment in the invoice, becomes one mail to the customer with the
 * invoice PDF (read back with PDF.js), whatever the redeliveries; a desk payment sends none.
 */
jest.setTimeout(90_000);
const clock = new ManualClock(Date.parse('2026-11-22T10:00:00Z'));
const bed = mailTestBed('online-receipts', clock);

beforeAll(async () => {
  await bed.setSetting('websiteData', { title: 'Spark & Co', email: 'office@spark.test' });
}, 90_000);

type Payment = OrderView['payments'][number];

function invoice(n: number, payments: Payment[]): OrderView {
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  return {
    id: `order-${n}`,
    invoice_no: 3000 + n,
    order_custom_id: null,
    customer: { name: `Customer ${n}`, phone: '07700 900123', email: `online${n}@mail.test`, address: null },
    items: [{ id: 'svc-1', name: 'EICR inspection', price: 180, qty: 1, total: 180 }],
    sub_total: 180,
    discount: 0,
    total: 180,
    payment: paid,
    due: 180 - paid,
    status: paid >= 180 ? 'Paid' : 'Unpaid',
    due_date: null,
    additional: false,
    expire_date: null,
    alert: null,
    payments,
    created_at: '2026-11-20T12:00:00.000Z',
    updated_at: '2026-11-22T09:59:00.000Z',
    credited: 0,
    credit_notes: [],
    voided_at: null,
    void_reason: null,
    vat: null,
  };
}

const online = (amount: number, reference: string): Payment => ({
  amount,
  at: '2026-11-22T09:59:00.000Z',
  by: 'stripe',
  method: 'card_online',
  reference,
  kind: 'payment',
  credit_no: null,
});

/** `order.paid` for the invoice, as svc-pos's orderEventData builds it. */
function paidEvent(view: OrderView) {
  const data: OrderData = {
    id: view.id,
    invoice_no: view.invoice_no,
    customer: { name: view.customer.name, phone: view.customer.phone, email: view.customer.email },
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
  return makeEvent('svc-pos', 'order.paid', view.id, data, clock.now());
}

describe('order.paid with a card payment made online', () => {
  it('mails the customer one receipt with the invoice PDF, however often the event comes', async () => {
    const view = invoice(1, [online(180, 'pi_test_receipt_1')]);
    await publish(bed.producer, paidEvent(view));
    await publish(bed.producer, paidEvent(view));
    const mail = await eventually(() => bed.sink.to('online1@mail.test')[0], 30_000, 'receipt mail');
    expect(mail.subject).toBe('Payment received for invoice #3001 from Spark & Co');
    expect(mail.text).toContain(
      'Thank you: we have received your card payment of £180.00 for invoice #3001.',
    );
    expect(mail.text).toContain('Card (online)');
    expect(mail.text).toContain('pi_test_receipt_1');
    expect(mail.text).toContain('The invoice is now paid in full.');
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')!;
    const read = await readPdf(pdf.content);
    expect(read.text).toContain('Card (online)');

    // A desk payment on another invoice sends nothing; its mail-less handling is over once a later
    // receipt (published after it) has gone.
    await publish(
      bed.producer,
      paidEvent(invoice(2, [{ ...online(50, 'slip 1'), method: 'card', by: 'admin-1' }])),
    );
    const later = invoice(3, [online(30, 'pi_test_receipt_3')]);
    await publish(bed.producer, paidEvent(later));
    const laterMail = await eventually(() => bed.sink.to('online3@mail.test')[0], 30_000, 'second receipt');
    expect(laterMail.text).toContain('£150.00 is still due on this invoice.');
    expect(bed.sink.to('online2@mail.test')).toHaveLength(0);
    expect(bed.sink.to('online1@mail.test')).toHaveLength(1);
  });
});
