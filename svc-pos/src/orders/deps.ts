import type { CisRate, PaymentMethod, VatRate } from '@voltdesk/contracts';
import { NotFoundError, type Clock } from '@voltdesk/service-kit';
import { HIDDEN, type CounterModel, type OrderAuditModel, type OrderModel } from './model';
import type { OrderState } from './serializer';
import type { VatSettingsSource } from './vat';
import type { JobLookup } from '../shared/job-link';
import type { ReverseChargeCustomer } from '../shared/reverse-charge/rule';

/** What an order needs to know about the services it sells. */
export interface Catalogue {
  findByIds(
    ids: readonly string[],
  ): Promise<Map<string, { id: string; name: string; status: 0 | 1; vat_rate?: VatRate }>>;
}

/**
 * The customer record of an order, by phone: created when there is none; changed only when the order says
 * `update_customer` (the order keeps its own copy of the customer either way).
 */
export interface CustomerBook {
  recordFor(
    details: { name: string; phone: string; email: string; address?: string | null },
    options: { update: boolean },
  ): Promise<string>;
  /** The reverse-charge fields of the customer with this phone; null when there is none yet. */
  reverseChargeOf?(phone: string): Promise<ReverseChargeCustomer | null>;
  /** The CIS rate the customer with this phone deducts (null: none, or no such customer yet). */
  cisRateFor?(phone: string): Promise<CisRate | null>;
}

export interface OrderServiceDeps {
  orders: OrderModel;
  counters: CounterModel;
  audit: OrderAuditModel;
  catalogue: Catalogue;
  customers: CustomerBook;
  /** VAT registration and price mode for new invoices; none: invoices carry no VAT. */
  vatSettings?: VatSettingsSource;
  clock: Clock;
  /** Numbers credit notes whose request died before numbering them (CreditNoteService.numberStale). */
  creditNumbers?: { numberStale(doc: OrderState): Promise<boolean> };
  /** The jobs an invoice may name (absent: none exists, so naming one is refused). */
  jobs?: JobLookup;
}

/** A payment as `due_pay` takes it. */
export interface PaymentInput {
  amount: number;
  method?: PaymentMethod;
  reference?: string | null;
}

/** What `deleteOrder` did: an invoice with payments (or credit notes) is voided, never erased. */
export type RemoveOutcome = 'deleted' | 'voided' | 'already_void';

export const PAYMENT_ATTEMPTS = 500;
export const UPDATE_ATTEMPTS = 10;

export const CHANGED_UNDERNEATH = 'The order is being changed by someone else. Please try again.';
export const VOID_NO_CHANGE = 'This invoice is void and can no longer change.';

/**
 * The order as it is now, for `optimisticUpdate`'s read.
 *
 * @throws NotFoundError for an unknown (or deleted) order.
 */
export async function readOrder(orders: OrderModel, id: string): Promise<OrderState> {
  const current = await orders.findOne({ _id: id }, HIDDEN).lean<OrderState>();
  if (!current) throw new NotFoundError('Order not found.');
  return current;
}
