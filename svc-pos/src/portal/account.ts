import escapeStringRegexp from 'escape-string-regexp';
import type { PortalAccountView } from '@voltdesk/contracts';
import { Types } from 'mongoose';
import { phoneDigits } from '../shared/phone';
import type { ReadPort, StoredCustomer, StoredInvoice, StoredQuote } from './ports';

const pounds = (pence: number): number => pence / 100;

const QUOTE_STATUS: Record<StoredQuote['state'], string> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  converted: 'Converted',
};

const INVOICE_FIELDS = {
  invoice_no: 1,
  customer_id: 1,
  total_pence: 1,
  credited_pence: 1,
  payment_pence: 1,
  due_pence: 1,
  paid: 1,
  voided_at: 1,
  due_date: 1,
  created_at: 1,
  payments: 1,
} as const;

async function all<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

export const invoiceStatus = (o: StoredInvoice): 'Paid' | 'Unpaid' | 'Void' =>
  o.paid === null || o.voided_at ? 'Void' : o.due_pence === 0 ? 'Paid' : 'Unpaid';

/**
 * Reads one customer's documents, and only theirs: every query is bound to the record's id (invoices) or to
 * its phone number (quotes, which keep the customer as typed), never to anything a request names.
 */
export class PortalAccounts {
  constructor(
    private readonly deps: {
      customers: ReadPort;
      orders: ReadPort;
      quotes: ReadPort;
    },
  ) {}

  async customer(id: string): Promise<StoredCustomer | undefined> {
    if (!Types.ObjectId.isValid(id)) return undefined;
    const [found] = await all(
      this.deps.customers.stream<StoredCustomer>(
        { _id: new Types.ObjectId(id) },
        { name: 1, email: 1, phone: 1, phone_digits: 1 },
        { _id: 1 },
      ),
    );
    return found;
  }

  /** The record whose phone the document's customer has, however it was typed. */
  async customerIdOfPhone(phone: string): Promise<string | undefined> {
    const digits = phoneDigits(phone);
    if (!digits) return undefined;
    const [found] = await all(
      this.deps.customers.stream<StoredCustomer>({ phone_digits: digits }, { name: 1 }, { _id: 1 }),
    );
    return found ? String(found._id) : undefined;
  }

  /** The customer record an invoice was made for (null when none: an order from before records). */
  async invoiceCustomer(id: string): Promise<string | null | undefined> {
    if (!Types.ObjectId.isValid(id)) return undefined;
    const [found] = await all(
      this.deps.orders.stream<StoredInvoice>({ _id: new Types.ObjectId(id) }, { customer_id: 1 }, { _id: 1 }),
    );
    return found ? (found.customer_id ?? null) : undefined;
  }

  /** The phone of a quote's customer, as typed on it. */
  async quotePhone(id: string): Promise<string | undefined> {
    if (!Types.ObjectId.isValid(id)) return undefined;
    const [found] = await all(
      this.deps.quotes.stream<StoredQuote>({ _id: new Types.ObjectId(id) }, { customer: 1 }, { _id: 1 }),
    );
    return found?.customer.phone;
  }

  async invoicesOf(customerId: string): Promise<StoredInvoice[]> {
    return all(
      this.deps.orders.stream<StoredInvoice>({ customer_id: customerId }, INVOICE_FIELDS, { invoice_no: -1 }),
    );
  }

  /**
   * The quotes whose customer has this record's phone: the candidates by the digits in their search text,
   * then the same number exactly (a search text holding the digits elsewhere is not a match).
   */
  async quotesOf(customer: StoredCustomer): Promise<StoredQuote[]> {
    const digits = customer.phone_digits ?? phoneDigits(customer.phone);
    if (!digits) return [];
    const candidates = await all(
      this.deps.quotes.stream<StoredQuote>(
        { search_text: { $regex: escapeStringRegexp(digits) }, quote_no: { $exists: true } },
        { quote_no: 1, state: 1, customer: 1, total_pence: 1, valid_until: 1, created_at: 1 },
        { created_at: -1 },
      ),
    );
    return candidates.filter((q) => phoneDigits(q.customer.phone) === digits);
  }

  /** Everything the portal page shows. `today` is the business's calendar day (quotes' expiry). */
  async view(customer: StoredCustomer, today: string, sessionEnds: Date): Promise<PortalAccountView> {
    const [invoices, quotes] = await Promise.all([
      this.invoicesOf(String(customer._id)),
      this.quotesOf(customer),
    ]);
    const receipts = invoices
      .flatMap((o) =>
        (o.payments ?? []).map((p) => ({
          invoice_id: String(o._id),
          invoice_no: o.invoice_no,
          amount: pounds(p.amount_pence),
          at: p.at ? new Date(p.at).toISOString() : null,
          method: p.method ?? 'cash',
          kind: p.kind ?? (p.amount_pence < 0 ? 'refund' : 'payment'),
        })),
      )
      .sort((a, b) => (b.at ?? '').localeCompare(a.at ?? ''));
    const balancePence = invoices
      .filter((o) => invoiceStatus(o) === 'Unpaid')
      .reduce((sum, o) => sum + o.due_pence, 0);
    return {
      customer: { name: customer.name, email: customer.email },
      balance: pounds(balancePence),
      quotes: quotes.map((q) => ({
        id: String(q._id),
        quote_no: q.quote_no ?? null,
        state: q.state === 'open' && q.valid_until < today ? 'Expired' : QUOTE_STATUS[q.state],
        total: pounds(q.total_pence),
        valid_until: q.valid_until,
        created_at: new Date(q.created_at).toISOString(),
      })),
      invoices: invoices.map((o) => ({
        id: String(o._id),
        invoice_no: o.invoice_no,
        created_at: new Date(o.created_at).toISOString(),
        due_date: o.due_date ?? null,
        total: pounds(o.total_pence),
        credited: pounds(o.credited_pence ?? 0),
        payment: pounds(o.payment_pence),
        due: pounds(o.due_pence),
        status: invoiceStatus(o),
      })),
      receipts,
      session_expires_at: sessionEnds.toISOString(),
    };
  }
}
