import { toPounds, type OrderCreateRequest } from '@voltdesk/contracts';
import {
  CHANGED_SINCE_READ,
  ConflictError,
  optimisticUpdate,
  updateIfUnchanged,
  ValidationError,
  type Clock,
} from '@voltdesk/service-kit';
import type { QuoteConversion, QuoteDoc, QuoteModel } from './model';
import { ATTEMPTS, BEING_CONVERTED, CHANGED_UNDERNEATH, expiredMessage, HAS_DEPOSIT_INVOICE } from './rules';
import { isExpired } from './serializer';

/** A conversion claimed this long ago without finishing lost its request: another may take it over. */
const CONVERSION_STALE_MS = 60_000;

/**
 * How a quote becomes an invoice, given at composition (svc-pos/src/app.ts) so that quotes never import
 * orders: the order service's create (idempotent by key) and the write of the quote number on the order.
 */
export interface Invoicing {
  createInvoice(
    input: OrderCreateRequest,
    adminId: string,
    idempotencyKey: string,
  ): Promise<{ id: string; invoice_no: number }>;
  linkQuote(orderId: string, quoteNo: number): Promise<void>;
}

export interface QuoteConversionDeps {
  quotes: QuoteModel;
  invoicing: Invoicing;
  clock: Clock;
  /** The business's calendar day (whether the quote has expired). */
  today: () => string;
  /** The quote, or NotFoundError. */
  read: (id: string) => Promise<QuoteDoc>;
}

/**
 * Makes the invoice of an Open (not expired) or Accepted quote: its customer, lines, discount and custom
 * id, nothing paid, `due_date` as given. The quote is first claimed (one conditional write), so a
 * concurrent or repeated conversion gets 409 and makes nothing; the invoice is made with the
 * Idempotency-Key `quote-<id>`, so a conversion taken over after its request died answers the invoice
 * already made. Then the order gets the quote's number and the quote becomes Converted with the
 * invoice's number and id.
 *
 * @throws NotFoundError; ValidationError (declined, expired, a service since made inactive);
 *   ConflictError (already converted, or being converted).
 */
export async function convertQuote(
  deps: QuoteConversionDeps,
  id: string,
  adminId: string,
  dueDate: string | null,
): Promise<void> {
  await optimisticUpdate({
    read: () => deps.read(id),
    write: async (current) => {
      const now = deps.clock.now();
      const running = claimable(current, now, deps.today());
      // A conversion taken over keeps its due date: the invoice it may have made was made with it.
      const conversion = { at: now, by: adminId, due_date: running ? running.due_date : dueDate };
      const claimed = await updateIfUnchanged(deps.quotes, current, {
        $set: { conversion },
        $inc: { rev: 1 },
      });
      if (!claimed) return CHANGED_SINCE_READ;
      await invoiceClaimed(deps, { ...current, rev: current.rev + 1 }, conversion, adminId);
    },
    attempts: ATTEMPTS,
    conflict: CHANGED_UNDERNEATH,
  });
}

/**
 * Whether the quote may be converted now: the conversion a dead request left, to take over, or null.
 *
 * @throws ConflictError (converted, being converted, not numbered yet); ValidationError (declined, expired).
 */
function claimable(current: QuoteDoc, now: Date, today: string): QuoteConversion | null {
  if (current.state === 'converted') {
    throw new ConflictError(`This quote was already converted to invoice #${current.invoice_no}.`);
  }
  if (current.state === 'declined') {
    throw new ValidationError({ id: ['A declined quote cannot be converted.'] });
  }
  if (isExpired(current, today)) {
    throw new ValidationError({ id: [expiredMessage(current, 'to convert it')] });
  }
  if (current.quote_no === undefined) throw new ConflictError(CHANGED_UNDERNEATH);
  // Its invoice would charge the whole job again: the final invoice deducts the deposit (svc-pos/src/deposits).
  if (current.deposit_invoices?.length) throw new ValidationError({ id: [HAS_DEPOSIT_INVOICE] });
  const running = current.conversion;
  if (running && now.getTime() - new Date(running.at).getTime() < CONVERSION_STALE_MS) {
    throw new ConflictError(BEING_CONVERTED);
  }
  return running;
}

/** With the quote claimed (at `claimed.rev`): makes the invoice, links it, marks the quote Converted. */
async function invoiceClaimed(
  { quotes, invoicing }: QuoteConversionDeps,
  claimed: QuoteDoc,
  conversion: QuoteConversion,
  adminId: string,
): Promise<void> {
  const id = String(claimed._id);
  let invoice: { id: string; invoice_no: number };
  try {
    invoice = await invoicing.createInvoice(invoiceOf(claimed, conversion.due_date), adminId, `quote-${id}`);
  } catch (err) {
    // Refused: no invoice was made, so the quote is free again. After any other error the invoice may
    // exist; the claim stays and a conversion after CONVERSION_STALE_MS answers that invoice.
    if (err instanceof ValidationError) {
      await updateIfUnchanged(quotes, claimed, { $set: { conversion: null }, $inc: { rev: 1 } });
    }
    throw err;
  }
  await invoicing.linkQuote(invoice.id, claimed.quote_no!);
  const now = conversion.at;
  await updateIfUnchanged(quotes, claimed, {
    $set: {
      state: 'converted',
      conversion: null,
      invoice_no: invoice.invoice_no,
      order_id: invoice.id,
      converted_at: now,
      updated_by: adminId,
      updated_at: now,
    },
    $push: { history: { action: 'converted', at: now, by: adminId, invoice_no: invoice.invoice_no } },
    $inc: { rev: 1 },
  });
}

/** The invoice a quote becomes: its customer, lines, discount, custom id, job and site; nothing paid yet. */
function invoiceOf(q: QuoteDoc, dueDate: string | null): OrderCreateRequest {
  return {
    customer: { ...q.customer },
    // Every line as quoted: its kind, unit, cost, CIS part and (free text) its rate.
    items: q.items.map((i) => ({
      ...(i.kind === 'text' ? {} : { id: i.product_id }),
      name: i.name,
      price: toPounds(i.price_pence),
      qty: i.qty,
      ...(i.kind ? { kind: i.kind } : {}),
      ...(i.unit ? { unit: i.unit } : {}),
      ...(i.kind === 'text' ? { vat_rate: i.vat_rate ?? 'standard' } : {}),
      ...(i.unit_cost_pence === undefined ? {} : { unit_cost: toPounds(i.unit_cost_pence) }),
      ...(i.cis_part ? { cis_part: i.cis_part } : {}),
    })),
    discount: toPounds(q.discount_pence),
    payment: 0,
    additional: false,
    order_custom_id: q.order_custom_id,
    due_date: dueDate,
    job_id: q.job_id ?? null,
    site_address: q.site_address ?? null,
  };
}
