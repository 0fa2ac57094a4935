import type { QuoteView } from '@voltdesk/contracts';
import { NotFoundError, updateIfUnchanged, type Clock } from '@voltdesk/service-kit';
import type { DepositInvoices, DepositQuote, DepositQuotes } from './deposits/ports';
import { DepositService } from './deposits/service';
import { createComputedOrder } from './orders/create';
import type { OrderServiceDeps } from './orders/deps';
import { HIDDEN } from './orders/model';
import { linkQuote } from './orders/quote-link';
import type { OrderState } from './orders/serializer';
import type { QuoteDoc, QuoteModel } from './quotes/model';
import { expiredMessage } from './quotes/rules';
import { isExpired } from './quotes/serializer';
import { localDateOf } from './shared/periods';

/**
 * The deposits feature on the quotes' and orders' storage (svc-pos/src/deposits/ports.ts): deposit and final
 * invoices are orders made by the orders feature's create, numbered in the invoice series; the quote keeps
 * the links and its state as the quotes feature writes them.
 */
export function createDepositService(
  quotes: QuoteModel,
  orders: OrderServiceDeps,
  quoteViews: { get(id: string): Promise<QuoteView> },
  { clock, timeZone }: { clock: Clock; timeZone: string },
): DepositService {
  const depositQuotes: DepositQuotes = {
    read: async (id) => {
      const doc = await quotes.findOne({ _id: id }).lean<QuoteDoc>();
      if (!doc) throw new NotFoundError('Quote not found.');
      return asDepositQuote(doc, localDateOf(clock.now(), timeZone));
    },
    view: (id) => quoteViews.get(id),
    recordDepositInvoice: async (quote, ref, actor) => {
      const now = clock.now();
      const current = await quotes.findOne({ _id: quote.id }).lean<QuoteDoc>();
      if (!current || current.deposit_invoices?.some((r) => r.order_id === ref.order_id)) return;
      const accept =
        current.state === 'open' ? { state: 'accepted', decided_at: now, decided_by: actor } : {};
      const written = await updateIfUnchanged(quotes, current, {
        $set: { ...accept, deposit_invoices: [ref], updated_by: actor, updated_at: now },
        $inc: { rev: 1 },
      });
      if (!written) {
        await quotes.updateOne(
          { _id: quote.id, 'deposit_invoices.order_id': { $ne: ref.order_id } },
          { $push: { deposit_invoices: ref }, $inc: { rev: 1 } },
        );
      }
    },
    recordFinalInvoice: async (quoteId, ref, actor) => {
      const now = clock.now();
      await quotes.updateOne(
        { _id: quoteId, state: { $ne: 'converted' } },
        {
          $set: {
            state: 'converted',
            invoice_no: ref.invoice_no,
            order_id: ref.order_id,
            converted_at: now,
            updated_by: actor,
            updated_at: now,
          },
          $inc: { rev: 1 },
        },
      );
    },
  };
  const invoices: DepositInvoices = {
    create: async (figures, actor, key) => {
      const { order } = await createComputedOrder(orders, figures, actor, key);
      return { order_id: order.id, invoice_no: order.invoice_no };
    },
    read: async (id) => {
      const doc = await orders.orders.findOne({ _id: id }, HIDDEN).lean<OrderState>();
      return doc ? { ...doc, id: String(doc._id) } : null;
    },
    linkQuote: (orderId, quoteNo) => linkQuote(orders.orders, orderId, quoteNo),
    // Like the quote link, not a change of what the invoice charges: no revision, trail entry or event.
    markDeducted: async (ids, finalInvoiceNo) => {
      await orders.orders.updateMany(
        { _id: { $in: [...ids] } },
        { $set: { 'deposit_of.deducted_in': finalInvoiceNo } },
      );
    },
  };
  return new DepositService({ quotes: depositQuotes, invoices });
}

function asDepositQuote(doc: QuoteDoc, today: string): DepositQuote {
  return {
    ...doc,
    id: String(doc._id),
    converting: Boolean(doc.conversion),
    expired: isExpired(doc, today) ? expiredMessage(doc, 'to invoice its deposit') : null,
  };
}
