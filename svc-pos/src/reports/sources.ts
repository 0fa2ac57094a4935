import type { PaymentMethod } from '@voltdesk/contracts';
import type { Model, PipelineStage, QueryFilter } from 'mongoose';

/**
 * What reports read, given at composition (svc-pos/src/app.ts) so that reports never import the orders,
 * customers or products features: read-only ports on their collections, and the fields of the stored order
 * that reports rely on (its read model, below). Every query of the orders collection keeps the outbox
 * plugin's rule that tombstones (deleted orders waiting for their event to go out) are invisible.
 */
export interface OrderReadPort {
  /** An aggregation answered in full (small answers: sums by group). */
  aggregate<T>(pipeline: PipelineStage[]): Promise<T[]>;
  /** An aggregation read a batch at a time, for exports (never the whole answer in memory). */
  streamAggregate<T>(pipeline: PipelineStage[]): AsyncIterable<T>;
  /** Matching orders a batch at a time, sorted, with only the given fields. */
  stream<T>(
    filter: Record<string, unknown>,
    fields: Record<string, 1>,
    sort: Record<string, 1 | -1>,
  ): AsyncIterable<T>;
}

/** An expense as the VAT return reads it. */
export interface PurchaseRow {
  id: string;
  date: string;
  supplier: string;
  net_pence: number;
  vat_pence: number;
}

export interface PurchaseReadPort {
  /** The expenses dated `from` to `to` (`YYYY-MM-DD`, both included), oldest first. */
  between(from: string, to: string): Promise<PurchaseRow[]>;
}

/** A customer record as the export writes it. */
export interface CustomerRow {
  name: string;
  phone: string;
  email: string;
  address?: string | null;
  created_at?: Date;
  updated_at?: Date;
}

export interface CustomerReadPort {
  /** Every customer record, by name, a batch at a time. */
  stream(): AsyncIterable<CustomerRow>;
}

/** Each service's name and category today, by service id (the sales report's lines keep their own names). */
export type ServiceDirectory = () => Promise<Map<string, { name: string; category: string | null }>>;

/** The fields of a stored order that reports read (svc-pos/src/orders/model.ts, OrderDoc). */
export interface StoredOrder {
  _id: unknown;
  invoice_no: number;
  order_custom_id?: string | null;
  customer: { name: string; phone: string; email: string; address?: string | null };
  sub_total_pence: number;
  discount_pence: number;
  total_pence: number;
  payment_pence: number;
  due_pence: number;
  credited_pence?: number;
  due_date?: string | null;
  voided_at?: Date | null;
  void_reason?: string | null;
  quote_no?: number | null;
  /** A VAT invoice's figures (null or absent: not a VAT invoice). */
  vat?: { net_pence: number; vat_pence: number; gross_pence: number } | null;
  created_at: Date;
}

/** One payment entry with its invoice, as the payments export reads it. */
export interface StoredPayment {
  invoice_no: number;
  customer_name: string;
  amount_pence: number;
  at: Date;
  by: string;
  method?: PaymentMethod;
  reference?: string | null;
  kind?: 'payment' | 'refund' | 'correction';
  credit_no?: number | null;
}

/** Rows a cursor fetches per round trip: enough to keep the response busy, few enough to stay small. */
const BATCH = 500;

/**
 * The read port of a collection's model. The model's own middleware still applies (the outbox plugin hides
 * tombstones from `find` and from `aggregate`, cursors included).
 */
export function readPortOf<D>(model: Model<D>): OrderReadPort {
  return {
    aggregate: <T>(pipeline: PipelineStage[]) => model.aggregate<T>(pipeline).exec(),
    // A large sort may spill to disk on MongoDB rather than fail at its memory limit. The batch size goes
    // in the aggregate's options as well as its cursor's: `cursor.batchSize` only sizes the first answer,
    // and the driver sends each getMore with the option's `batchSize`; without it the server answers the
    // first getMore with everything left (up to 16 MB), which the app would then hold at once.
    streamAggregate: <T>(pipeline: PipelineStage[]) =>
      model
        .aggregate<T>(pipeline)
        .allowDiskUse(true)
        .option({ batchSize: BATCH })
        .cursor({ batchSize: BATCH }),
    stream: <T>(filter: Record<string, unknown>, fields: Record<string, 1>, sort: Record<string, 1 | -1>) =>
      model
        .find(filter as QueryFilter<D>, fields)
        .sort(sort)
        .lean<T[]>()
        .cursor({ batchSize: BATCH }) as AsyncIterable<T>,
  };
}
