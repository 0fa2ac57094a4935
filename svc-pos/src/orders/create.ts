import type { OrderCreateRequest, OrderView } from '@voltdesk/contracts';
import { isDuplicateKey, makeEvent, withEvents } from '@voltdesk/service-kit';
import mongoose, { Types } from 'mongoose';
import { computeOrder, type Computed } from './compute';
import type { OrderServiceDeps } from './deps';
import { HIDDEN, type PaymentEntry, type TrailEntry } from './model';
import { searchFields } from './search';
import { EVENT_SOURCE, orderEventData, serializeOrder, type OrderState } from './serializer';
import { termsForNewInvoice } from './vat';
import { jobLinkOf } from '../shared/job-link';

/** Attempts at a free invoice number when the counter is behind the invoices (a restored counter). */
const NUMBER_ATTEMPTS = 5;

/**
 * Creates an order with the next invoice number. `originKey` is a key of the caller's own that makes at
 * most one invoice, ever (a quote's conversion, `quote-<id>`, taken over after its request died): the order
 * keeps it under a unique index, and a second create with it answers the order the first made
 * (`created: false`). Repeated HTTP requests are service-kit's (the `Idempotency-Key` store).
 * `createdNote` is said on the trail's first entry: where an invoice nobody typed came from (a schedule).
 *
 * @throws ValidationError (bad amounts, unknown service, cross-field rules).
 */
export async function createOrder(
  deps: OrderServiceDeps,
  input: OrderCreateRequest,
  adminId: string,
  originKey?: string,
  createdNote?: string,
): Promise<{ order: OrderView; created: boolean }> {
  const key = originKey;
  if (key) {
    const earlier = await byOriginKey(deps, key);
    if (earlier) return { order: earlier, created: false };
  }

  const cisRate = (await deps.customers.cisRateFor?.(input.customer.phone)) ?? null;
  const computed = await computeOrder(
    deps.catalogue,
    input,
    new Map(),
    await termsForNewInvoice(deps.vatSettings),
    (await deps.customers.reverseChargeOf?.(input.customer.phone)) ?? null,
    cisRate === null ? null : { rate: cisRate },
  );
  Object.assign(computed, await jobLinkOf(deps.jobs, input));
  computed.customer_id = await deps.customers.recordFor(computed.customer, {
    update: input.update_customer === true,
  });
  const now = deps.clock.now();
  return insertNumbered(
    deps,
    newState(computed, firstEntries(input, computed, adminId, now, createdNote), adminId, now),
    key,
  );
}

/**
 * Creates an order whose figures were worked out elsewhere (the deposits feature: a deposit invoice, a
 * final invoice), nothing paid, with the next invoice number; `originKey` as in createOrder.
 */
export async function createComputedOrder(
  deps: OrderServiceDeps,
  computed: Computed,
  adminId: string,
  originKey: string,
): Promise<{ order: OrderView; created: boolean }> {
  const earlier = await byOriginKey(deps, originKey);
  if (earlier) return { order: earlier, created: false };
  computed.customer_id = await deps.customers.recordFor(computed.customer, { update: false });
  const now = deps.clock.now();
  const history: TrailEntry[] = [{ action: 'created', at: now, by: adminId, changes: [] }];
  return insertNumbered(deps, newState(computed, { payments: [], history }, adminId, now), originKey);
}

/** A new order's state before its number. */
function newState(
  computed: Computed,
  { payments, history }: { payments: PaymentEntry[]; history: TrailEntry[] },
  adminId: string,
  now: Date,
): Omit<OrderState, 'invoice_no'> {
  const state: Omit<OrderState, 'invoice_no'> = {
    _id: new Types.ObjectId(),
    ...computed,
    credited_pence: 0,
    credits: [],
    payments,
    history,
    voided_at: null,
    voided_by: null,
    void_reason: null,
    rev: 0,
    created_by: adminId,
    updated_by: adminId,
    created_at: now,
    updated_at: now,
  };
  return state;
}

/** The payment a new order is created with (if any) and its first trail entries. */
function firstEntries(
  input: OrderCreateRequest,
  computed: Computed,
  adminId: string,
  now: Date,
  note?: string,
): { payments: PaymentEntry[]; history: TrailEntry[] } {
  const payments: PaymentEntry[] =
    computed.payment_pence > 0
      ? [
          {
            amount_pence: computed.payment_pence,
            at: now,
            by: adminId,
            method: input.payment_method ?? 'cash',
            reference: input.payment_reference || null,
            kind: 'payment',
          },
        ]
      : [];
  const history: TrailEntry[] = [
    { action: 'created', at: now, by: adminId, changes: [], ...(note ? { reason: note } : {}) },
  ];
  if (payments[0]) {
    const first = payments[0];
    history.push({
      action: 'payment',
      at: now,
      by: adminId,
      changes: [],
      amount_pence: first.amount_pence,
      method: first.method,
      reference: first.reference,
    });
  }
  return { payments, history };
}

/** Inserts the order under the next invoice number, moving past numbers already taken. */
async function insertNumbered(
  deps: OrderServiceDeps,
  unnumbered: Omit<OrderState, 'invoice_no'>,
  key: string | undefined,
): Promise<{ order: OrderView; created: boolean }> {
  const { _id: id, ...rest } = unnumbered;
  const now = unnumbered.created_at;
  for (let attempt = 1; ; attempt += 1) {
    const invoiceNo = await nextInvoiceNumber(deps);
    const state: OrderState = { _id: id, invoice_no: invoiceNo, ...rest };
    try {
      await deps.orders.create({
        ...state,
        ...searchFields(state),
        ...(key ? { idempotency_key: key } : {}),
        ...withEvents(makeEvent(EVENT_SOURCE, 'order.created', String(id), orderEventData(state), now)),
      });
      return { order: serializeOrder(state, { history: true }), created: true };
    } catch (err) {
      if (isDuplicateKey(err, 'invoice_no') && attempt < NUMBER_ATTEMPTS) {
        // The number is already an invoice's (the counter is behind, e.g. restored from an older backup):
        // it stays that invoice's. Move the counter past every number ever issued and take the next one.
        await catchUpInvoiceCounter(deps);
        continue;
      }
      // Give the number back only when the database refused the insert (so no invoice carries it) and
      // nobody took a later one, so a lost race leaves no gap. After any other error the insert may have
      // happened: the number is never handed out again.
      if (refusedByDatabase(err)) {
        await deps.counters.updateOne({ _id: 'invoice', seq: invoiceNo }, { $inc: { seq: -1 } });
      }
      if (key && isDuplicateKey(err, 'idempotency_key')) {
        // Another create with the same origin key got there first: answer its order.
        const earlier = await byOriginKey(deps, key);
        if (earlier) return { order: earlier, created: false };
      }
      throw err;
    }
  }
}

async function nextInvoiceNumber(deps: OrderServiceDeps): Promise<number> {
  const counter = await deps.counters
    .findOneAndUpdate({ _id: 'invoice' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' })
    .lean();
  return counter!.seq;
}

/**
 * Moves the invoice counter past the highest number any invoice ever had: those still here, and those
 * deleted (their audit records), so a deleted invoice's number is not handed out again either.
 */
async function catchUpInvoiceCounter(deps: OrderServiceDeps): Promise<void> {
  const [order] = await deps.orders.find({}, { invoice_no: 1 }).sort({ invoice_no: -1 }).limit(1).lean();
  const [audit] = await deps.audit.find({}, { invoice_no: 1 }).sort({ invoice_no: -1 }).limit(1).lean();
  const highest = Math.max(order?.invoice_no ?? 0, audit?.invoice_no ?? 0);
  await deps.counters.updateOne({ _id: 'invoice', seq: { $lt: highest } }, { $set: { seq: highest } });
}

async function byOriginKey(deps: OrderServiceDeps, key: string): Promise<OrderView | undefined> {
  const doc = await deps.orders.findOne({ idempotency_key: key }, HIDDEN).lean<OrderState>();
  return doc ? serializeOrder(doc, { history: true }) : undefined;
}

/** True when the database refused a write outright (a unique index, a schema check): nothing was written. */
function refusedByDatabase(err: unknown): boolean {
  return isDuplicateKey(err) || err instanceof mongoose.Error.ValidationError;
}
