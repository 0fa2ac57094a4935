import type { Logger } from 'pino';
import type { OrderData } from '@voltdesk/contracts';
import type { BusinessTime } from '@voltdesk/service-kit';
import type { EventTiming } from '../shared/clock';
import type { InvoicePdfs } from '../shared/invoice-pdfs';
import type { MailQueue } from '../shared/jobs';
import { isDeliverableAddress } from '../shared/mailer';
import { invoiceSnapshot } from '../shared/pos-snapshots';
import type { Renderer } from '../shared/renderer';
import type { SettingsStore } from '../shared/settings';
import { onlineReceiptSubject, renderOnlineReceipt } from './templates';

export interface OnlineReceiptDeps {
  jobs: MailQueue;
  settings: SettingsStore;
  documents: InvoicePdfs;
  time: BusinessTime;
  logger: Logger;
}

/**
 * The receipt of a card payment the customer made online (svc-pos records it from Stripe's webhook as a
 * payment with method `card_online`, publishing `order.paid` with the invoice). One `online_receipt` job
 * per payment, keyed `online_receipt:<order id>:<payment intent>`, so a redelivered event (or the next
 * `order.paid` of the same invoice) sends nothing more; to the invoice's customer e-mail. Desk payments get
 * no mail (the clerk hands or prints the receipt), as before.
 */
export class OnlineReceipts {
  constructor(private readonly deps: OnlineReceiptDeps) {}

  async paid(data: OrderData, { now, stale }: EventTiming): Promise<void> {
    if (stale) return;
    const invoice = invoiceSnapshot(data.invoice);
    if (!invoice) return;
    const online = invoice.payments.filter(
      (p) => p.method === 'card_online' && p.kind === 'payment' && p.reference,
    );
    const to = invoice.customer.email?.trim();
    if (online.length === 0) return;
    const branding = await this.deps.settings.branding();
    for (const payment of online) {
      const spec = {
        kind: 'online_receipt' as const,
        dedupe_key: `online_receipt:${invoice.id}:${payment.reference}`,
        to: to || '-',
        subject: onlineReceiptSubject(invoice, branding),
        ref: invoice.id,
        data: { invoice, payment: { amount: payment.amount, at: payment.at, reference: payment.reference } },
        run_at: now,
      };
      if (!to || !isDeliverableAddress(to)) {
        this.deps.logger.warn(
          { order_id: invoice.id },
          'online payment receipt: the invoice has no customer e-mail',
        );
        await this.deps.jobs.recordFailed(spec, 'the invoice has no customer e-mail address');
        continue;
      }
      await this.deps.jobs.schedule(spec);
    }
  }

  readonly render: Renderer = async (job, branding) => {
    const invoice = invoiceSnapshot(job.data.invoice);
    if (!invoice) return { cancel: 'the invoice in the receipt could not be read' };
    const payment = job.data.payment as { amount: number; at: string; reference: string };
    const pdf = await this.deps.documents.attachment(invoice, branding);
    return renderOnlineReceipt(branding, this.deps.time, invoice, payment, pdf);
  };
}
