import type { PaymentMethod } from '@voltdesk/contracts';

/**
 * What the portal reads, given at composition (svc-pos/src/app.ts) so the portal never imports the
 * customers, orders, quotes or customer-links features. Each read port keeps its model's middleware (the
 * outbox plugin hides deleted orders).
 */
export interface ReadPort {
  stream<T>(
    filter: Record<string, unknown>,
    fields: Record<string, 1>,
    sort: Record<string, 1 | -1>,
  ): AsyncIterable<T>;
}

/** The customer links (signed, revocable; their own feature decides whether a token works). */
export interface PortalLinks {
  /** The document a live customer link opens; undefined for an unknown, expired or revoked one. */
  documentOf(token: string): Promise<{ kind: 'quote' | 'invoice'; id: string } | undefined>;
  /** A working link token for one of the customer's documents (its newest live link, or a new one). */
  tokenFor(kind: 'quote' | 'invoice', id: string): Promise<string>;
  /** The public page of a document's token, as a path on the site. */
  pagePath(token: string): string;
}

/** A customer record, as the portal reads it. */
export interface StoredCustomer {
  _id: unknown;
  name: string;
  email: string;
  phone: string;
  phone_digits?: string;
}

/** The fields of a stored order the portal reads (svc-pos/src/orders/model.ts, OrderDoc). */
export interface StoredInvoice {
  _id: unknown;
  invoice_no: number;
  customer_id?: string | null;
  total_pence: number;
  credited_pence?: number;
  payment_pence: number;
  due_pence: number;
  paid: boolean | null;
  voided_at?: Date | null;
  due_date?: string | null;
  created_at: Date;
  payments?: Array<{
    amount_pence: number;
    at?: Date | null;
    method?: PaymentMethod;
    kind?: 'payment' | 'refund' | 'correction';
  }>;
}

/** The fields of a stored quote the portal reads (svc-pos/src/quotes/model.ts, QuoteDoc). */
export interface StoredQuote {
  _id: unknown;
  quote_no?: number;
  state: 'open' | 'accepted' | 'declined' | 'converted';
  customer: { phone: string };
  total_pence: number;
  valid_until: string;
  created_at: Date;
}
