import {
  ORDER_CHANGED_SINCE_OPENED,
  PAYMENT_AT_LEAST_A_PENNY,
  toPounds,
  type OrderCreateRequest,
  type OrderQuery,
  type OrderTrailData,
  type OrderUpdateRequest,
  type OrderView,
  type PaymentMethod,
  type PaymentResultData,
  type TrailEntryView,
  type VatRate,
} from '@voltdesk/contracts';
import {
  ConflictError,
  isDuplicateKey,
  makeEvent,
  NotFoundError,
  updateWithEvents,
  ValidationError,
  withEvents,
  type Clock,
} from '@voltdesk/service-kit';
import mongoose, { Types } from 'mongoose';
import { poundsToPence } from '../shared/money';
import { customerSnapshotOf, saleLinesOf } from '../shared/sale-lines';
import {
  HIDDEN,
  type CounterModel,
  type OrderAuditModel,
  type OrderDoc,
  type OrderItem,
  type OrderModel,
  type PaymentEntry,
  type TrailEntry,
} from './model';
import { searchFields, searchFilter } from './search';
import {
  EVENT_SOURCE,
  orderEventData,
  serializeOrder,
  serializeTrailEntry,
  statusOf,
  type OrderState,
} from './serializer';
import { changesBetween } from './trail';
import { applyVat, termsForNewInvoice, termsOf, type VatSettingsSource, type VatTerms } from './vat';

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
}

/** A payment as `due_pay` takes it. */
export interface PaymentInput {
  amount: number;
  method?: PaymentMethod;
  reference?: string | null;
}

/** What `deleteOrder` did: an invoice with payments (or credit notes) is voided, never erased. */
export type RemoveOutcome = 'deleted' | 'voided' | 'already_void';

type OrderInput = OrderCreateRequest | OrderUpdateRequest;

/** The amounts and fields of an order, computed on the server from the request. */
interface Computed {
  order_custom_id: string | null;
  customer: OrderDoc['customer'];
  customer_id?: string | null;
  items: OrderItem[];
  vat: OrderDoc['vat'];
  sub_total_pence: number;
  discount_pence: number;
  total_pence: number;
  payment_pence: number;
  due_pence: number;
  paid: boolean;
  due_date: string | null;
  additional: boolean;
  expire_date: string | null;
  alert: number | null;
}

/** A list page does not show the trail, so it does not read it. */
const HIDDEN_IN_LISTS = { ...HIDDEN, history: 0 } as const;

const PAYMENT_ATTEMPTS = 500;
const UPDATE_ATTEMPTS = 10;
/** Attempts at a free invoice number when the counter is behind the invoices (a restored counter). */
const NUMBER_ATTEMPTS = 5;

const CHANGED_UNDERNEATH = 'The order is being changed by someone else. Please try again.';
export const VOID_NO_CHANGE = 'This invoice is void and can no longer change.';
const PAID_LINES_LOCKED =
  'This invoice is fully paid, so its lines and prices are locked. To change what was charged, issue a credit note.';
const PAID_PAYMENT_LOCKED =
  'This invoice is fully paid, so its payment is locked. To give money back, issue a credit note with a refund.';
const CREDITED_LINES_LOCKED =
  'This invoice has a credit note, so its lines and prices are locked. To change what was charged, issue another credit note.';

export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  /**
   * Creates an order with the next invoice number. `originKey` is a key of the caller's own that makes at
   * most one invoice, ever (a quote's conversion, `quote-<id>`, taken over after its request died): the order
   * keeps it under a unique index, and a second create with it answers the order the first made
   * (`created: false`). Repeated HTTP requests are service-kit's (the `Idempotency-Key` store).
   *
   * @throws ValidationError (bad amounts, unknown service, cross-field rules).
   */
  async create(
    input: OrderCreateRequest,
    adminId: string,
    originKey?: string,
  ): Promise<{ order: OrderView; created: boolean }> {
    const { orders } = this.deps;
    const key = originKey;
    const id = new Types.ObjectId();
    if (key) {
      const earlier = await this.byOriginKey(key);
      if (earlier) return { order: earlier, created: false };
    }

    const computed = await this.compute(input, new Map(), await termsForNewInvoice(this.deps.vatSettings));
    computed.customer_id = await this.deps.customers.recordFor(computed.customer, {
      update: input.update_customer === true,
    });

    const now = this.deps.clock.now();
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
    const history: TrailEntry[] = [{ action: 'created', at: now, by: adminId, changes: [] }];
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
    for (let attempt = 1; ; attempt += 1) {
      const invoiceNo = await this.nextInvoiceNumber();
      const state: OrderState = {
        _id: id,
        invoice_no: invoiceNo,
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
      try {
        await orders.create({
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
          await this.catchUpInvoiceCounter();
          continue;
        }
        // Give the number back only when the database refused the insert (so no invoice carries it) and
        // nobody took a later one, so a lost race leaves no gap. After any other error the insert may have
        // happened: the number is never handed out again.
        if (refusedByDatabase(err)) {
          await this.deps.counters.updateOne({ _id: 'invoice', seq: invoiceNo }, { $inc: { seq: -1 } });
        }
        if (key && isDuplicateKey(err, 'idempotency_key')) {
          // Another create with the same origin key got there first: answer its order.
          const earlier = await this.byOriginKey(key);
          if (earlier) return { order: earlier, created: false };
        }
        throw err;
      }
    }
  }

  /** @throws NotFoundError for an unknown (or deleted) order. */
  async get(id: string): Promise<OrderView> {
    let doc = await this.deps.orders.findOne({ _id: id }, HIDDEN).lean<OrderState>();
    if (doc && (await this.deps.creditNumbers?.numberStale(doc))) {
      doc = await this.deps.orders.findOne({ _id: id }, HIDDEN).lean<OrderState>();
    }
    if (!doc) throw new NotFoundError('Order not found.');
    return serializeOrder(doc, { history: true });
  }

  /** Newest first, searched by name/phone/invoice number/custom id, filtered by Paid/Unpaid/Void. */
  async list(
    query: OrderQuery,
  ): Promise<{ data: OrderView[]; meta: { page: number; per_page: number; total: number } }> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 50;
    const filter: Record<string, unknown> = {};
    const conditions = searchFilter(query.search ?? '');
    if (conditions.length) filter.$and = conditions;
    if (query.status) filter.paid = query.status === 'Void' ? null : query.status === 'Paid';
    // Both use indexes (orders/indexes.test.ts checks it through explain): `{paid: 1, invoice_no: -1}`
    // for the page, `{paid: 1, _deleted: 1}` and `{_deleted: 1}` for the totals, the search keys' index
    // with a search. The outbox plugin adds `_deleted: {$exists: false}` to both.
    const [rows, total] = await Promise.all([
      this.deps.orders
        .find(filter, HIDDEN_IN_LISTS)
        .sort({ invoice_no: -1 })
        .skip((page - 1) * perPage)
        .limit(perPage)
        .lean<OrderState[]>(),
      this.deps.orders.countDocuments(filter),
    ]);
    return { data: rows.map((o) => serializeOrder(o)), meta: { page, per_page: perPage, total } };
  }

  /**
   * Replaces what the order form edits (customer, items, payment, discount, dates) and recomputes every
   * amount. A change of payment is recorded as a payment entry of the difference (negative when lowered),
   * so `payment` always equals the sum of the payments and the takings stay right. The trail gets the
   * values before and after.
   *
   * The edit applies to the revision the form loaded (`input.rev`) only: if the invoice changed since (a
   * payment, a credit note, another edit), 409 and nothing changes. An edit that loses a race between its
   * read and its write finds the new revision on its next read and gets the same 409.
   *
   * Locks: a void invoice changes no more; a fully paid one keeps its lines, discount and payment (a credit
   * note changes what was charged); one with a credit note keeps its lines and discount. Customer details,
   * dates and the custom id stay editable. A part-paid invoice is edited as before.
   *
   * @throws NotFoundError; ValidationError; ConflictError if the order keeps changing underneath.
   */
  async update(input: OrderUpdateRequest, adminId: string): Promise<OrderView> {
    let customerId: string | undefined;
    for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt += 1) {
      const current = await this.deps.orders.findOne({ _id: input.id }, HIDDEN).lean<OrderState>();
      if (!current) throw new NotFoundError('Order not found.');
      if (current.voided_at) throw new ValidationError({ id: [VOID_NO_CHANGE] });
      // The form's payment replaces the invoice's: on any revision but the one the clerk saw it would undo
      // (or double) payments taken since, booked as a correction under the editor's name.
      if (input.rev !== current.rev) throw new ConflictError(ORDER_CHANGED_SINCE_OPENED);
      // Lines already on the invoice keep the VAT rate they were invoiced at; the invoice keeps its terms.
      const kept = new Map(current.items.map((i) => [i.product_id, i.vat_rate ?? 'standard'] as const));
      const computed = await this.compute(input, kept, termsOf(current));
      const credited = current.credited_pence ?? 0;
      checkLocks(current, computed);
      if (credited > 0) {
        computed.due_pence -= credited;
        computed.paid = computed.due_pence === 0;
        if (computed.due_pence < 0) {
          throw new ValidationError({
            payment: [
              `The payment may not be greater than the total less its credit notes (£${toPounds(
                computed.total_pence - credited,
              ).toFixed(2)}).`,
            ],
          });
        }
      }
      if (attempt === 0) {
        customerId = await this.deps.customers.recordFor(computed.customer, {
          update: input.update_customer === true,
        });
      }
      computed.customer_id = customerId;
      const now = this.deps.clock.now();
      const delta = computed.payment_pence - current.payment_pence;
      const entry: PaymentEntry[] =
        delta !== 0
          ? [
              {
                amount_pence: delta,
                at: now,
                by: adminId,
                method: input.payment_method ?? 'cash',
                reference: input.payment_reference || null,
                kind: delta > 0 ? 'payment' : 'correction',
              },
            ]
          : [];
      const next: OrderState = {
        ...current,
        ...computed,
        payments: [...current.payments, ...entry],
        rev: current.rev + 1,
        updated_by: adminId,
        updated_at: now,
      };
      const trail: TrailEntry = {
        action: 'updated',
        at: now,
        by: adminId,
        changes: changesBetween(current, next),
      };
      next.history = [...(current.history ?? []), trail];
      const { matchedCount } = await this.deps.orders.updateOne(
        { _id: input.id, rev: current.rev },
        updateWithEvents(
          {
            $set: {
              ...computed,
              ...searchFields(next),
              rev: next.rev,
              updated_by: adminId,
              updated_at: now,
            },
            $push: { history: trail, ...(entry.length ? { payments: { $each: entry } } : {}) },
          },
          makeEvent(EVENT_SOURCE, 'order.updated', input.id, orderEventData(next), now),
        ),
      );
      if (matchedCount === 1) {
        return serializeOrder(next, { history: true });
      }
    }
    throw new ConflictError(CHANGED_UNDERNEATH);
  }

  /**
   * Takes a payment of £0.01 up to the current due, with its method (cash when not given) and reference. The
   * update applies only to the revision it was computed from and only while the due covers the amount, so
   * racing payments can never overpay or be lost: a loser re-reads and tries again (or gets 422 once the due
   * no longer covers it). A void invoice takes none; an amount of 0 is refused (nothing would be recorded).
   *
   * @throws NotFoundError; ValidationError on `amount` (decimals, or more than the due) or on `order_id`
   *   (void); ConflictError when the order kept changing underneath.
   */
  async pay(orderId: string, payment: PaymentInput, adminId: string): Promise<PaymentResultData> {
    const { amount: pence } = poundsToPence({ amount: payment.amount });
    // The contract refuses it first; a payment of nothing would record nothing yet answer as if it had.
    if (pence <= 0) throw new ValidationError({ amount: [PAYMENT_AT_LEAST_A_PENNY] });
    const details = { method: payment.method ?? 'cash', reference: payment.reference || null };
    return this.takePayment(orderId, pence, details, adminId);
  }

  private async takePayment(
    orderId: string,
    pence: number,
    details: { method: PaymentMethod; reference: string | null },
    adminId: string,
  ): Promise<PaymentResultData> {
    for (let attempt = 0; attempt < PAYMENT_ATTEMPTS; attempt += 1) {
      const current = await this.deps.orders.findOne({ _id: orderId }, HIDDEN).lean<OrderState>();
      if (!current) throw new NotFoundError('Order not found.');
      if (current.voided_at) {
        throw new ValidationError({ order_id: ['This invoice is void: it takes no payment.'] });
      }
      if (pence > current.due_pence) {
        throw new ValidationError({
          amount: [
            `The amount may not be greater than the due (£${toPounds(current.due_pence).toFixed(2)}).`,
          ],
        });
      }
      const now = this.deps.clock.now();
      const after = { payment_pence: current.payment_pence + pence, due_pence: current.due_pence - pence };
      const entry: PaymentEntry = {
        amount_pence: pence,
        at: now,
        by: adminId,
        ...details,
        kind: 'payment',
      };
      const next: OrderState = {
        ...current,
        ...after,
        paid: after.due_pence === 0,
        payments: [...current.payments, entry],
        rev: current.rev + 1,
        updated_by: adminId,
        updated_at: now,
      };
      const trail: TrailEntry = {
        action: 'payment',
        at: now,
        by: adminId,
        changes: changesBetween(current, next),
        amount_pence: pence,
        ...details,
      };
      const { matchedCount } = await this.deps.orders.updateOne(
        {
          _id: orderId,
          rev: current.rev,
          due_pence: { $gte: pence },
        },
        updateWithEvents(
          {
            $inc: { payment_pence: pence, due_pence: -pence, rev: 1 },
            $push: { payments: entry, history: trail },
            $set: { paid: next.paid, updated_by: adminId, updated_at: now },
          },
          makeEvent(EVENT_SOURCE, 'order.paid', orderId, orderEventData(next), now),
        ),
      );
      if (matchedCount === 1) return paymentResult(next);
    }
    throw new ConflictError(CHANGED_UNDERNEATH);
  }

  /**
   * `deleteOrder`. An invoice that has taken money (any payment entry, even one corrected back to nothing)
   * or has a credit note is never erased: it is voided, so every number, payment and takings figure stays.
   * One without is deleted: first an audit record (who, when, why, the order and its trail as they were),
   * then, if the order has not changed since it was read, it becomes a tombstone carrying `order.deleted`,
   * hidden from every query and removed once the event is published. If it changed (a payment came in), the
   * audit record is withdrawn and the decision is made again. If the process dies between the two writes,
   * the audit record describes a delete that did not happen and the order is still listed; deleting again
   * completes it.
   *
   * @throws NotFoundError for an unknown (or already deleted) order.
   */
  async remove(id: string, adminId: string, reason?: string | null): Promise<RemoveOutcome> {
    for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt += 1) {
      const current = await this.deps.orders.findOne({ _id: id }, HIDDEN).lean<OrderState>();
      if (!current) throw new NotFoundError('Order not found.');
      if (current.voided_at) return 'already_void';
      if (current.payments.length > 0 || (current.credits ?? []).length > 0) {
        if (await this.voidOnce(current, adminId, reason ?? null)) return 'voided';
        continue;
      }
      const now = this.deps.clock.now();
      const snapshot = serializeOrder(current, { history: true });
      const deleted: TrailEntry = {
        action: 'deleted',
        at: now,
        by: adminId,
        changes: [],
        reason: reason ?? null,
      };
      const auditId = new Types.ObjectId();
      await this.deps.audit.create({
        _id: auditId,
        action: 'deleted',
        order_id: id,
        invoice_no: current.invoice_no,
        snapshot,
        trail: [...(snapshot.history ?? []), serializeTrailEntry(deleted, new Map())],
        reason: reason ?? null,
        deleted_by: adminId,
        deleted_at: now,
      });
      const { matchedCount } = await this.deps.orders.updateOne(
        { _id: id, rev: current.rev },
        updateWithEvents(
          { $set: { _deleted: now, deleted_by: adminId } },
          makeEvent(EVENT_SOURCE, 'order.deleted', id, { id, invoice_no: current.invoice_no }, now),
        ),
        { strict: false },
      );
      if (matchedCount === 1) return 'deleted';
      // The order changed after it was read: this delete did not happen.
      await this.deps.audit.deleteOne({ _id: auditId });
    }
    throw new ConflictError(CHANGED_UNDERNEATH);
  }

  /**
   * Voids an invoice (with or without payments): kept with its number, items and payments (the takings they
   * made stay where they were), owed nothing (due 0), status Void, out of the Paid and Unpaid lists and the
   * outstanding figures; `order.voided` tells svc-notify to drop its alerts. Voiding a void invoice changes
   * nothing (`changed: false`).
   *
   * @throws NotFoundError; ConflictError if the order keeps changing underneath.
   */
  async void(
    id: string,
    adminId: string,
    reason?: string | null,
  ): Promise<{ order: OrderView; changed: boolean }> {
    for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt += 1) {
      const current = await this.deps.orders.findOne({ _id: id }, HIDDEN).lean<OrderState>();
      if (!current) throw new NotFoundError('Order not found.');
      if (current.voided_at) return { order: serializeOrder(current, { history: true }), changed: false };
      const next = await this.voidOnce(current, adminId, reason ?? null);
      if (next) return { order: serializeOrder(next, { history: true }), changed: true };
    }
    throw new ConflictError(CHANGED_UNDERNEATH);
  }

  /** One conditional void of the revision read; undefined when the order changed since. */
  private async voidOnce(
    current: OrderState,
    adminId: string,
    reason: string | null,
  ): Promise<OrderState | undefined> {
    const now = this.deps.clock.now();
    const id = String(current._id);
    const next: OrderState = {
      ...current,
      due_pence: 0,
      paid: null,
      voided_at: now,
      voided_by: adminId,
      void_reason: reason,
      rev: current.rev + 1,
      updated_by: adminId,
      updated_at: now,
    };
    const trail: TrailEntry = {
      action: 'voided',
      at: now,
      by: adminId,
      changes: changesBetween(current, next),
      reason,
    };
    next.history = [...(current.history ?? []), trail];
    const { matchedCount } = await this.deps.orders.updateOne(
      { _id: id, rev: current.rev },
      updateWithEvents(
        {
          $set: {
            due_pence: 0,
            paid: null,
            voided_at: now,
            voided_by: adminId,
            void_reason: reason,
            rev: next.rev,
            updated_by: adminId,
            updated_at: now,
          },
          $push: { history: trail },
        },
        makeEvent(EVENT_SOURCE, 'order.voided', id, { id, invoice_no: current.invoice_no }, now),
      ),
    );
    return matchedCount === 1 ? next : undefined;
  }

  /**
   * What happened to an invoice number: the trail of the invoice, or, once it was deleted, the trail its
   * audit record keeps (ending with the delete).
   *
   * @throws NotFoundError when no invoice ever had the number.
   */
  async trail(invoiceNo: number): Promise<OrderTrailData> {
    const order = await this.deps.orders.findOne({ invoice_no: invoiceNo }, HIDDEN).lean<OrderState>();
    if (order) {
      const view = serializeOrder(order, { history: true });
      return { invoice_no: invoiceNo, order_id: view.id, status: view.status, trail: view.history ?? [] };
    }
    const audit = await this.deps.audit.findOne({ invoice_no: invoiceNo }).sort({ deleted_at: -1 }).lean();
    if (!audit) throw new NotFoundError('Invoice not found.');
    // Records from before the trail hold only the snapshot: the delete itself is all they tell.
    const trail = (audit.trail as TrailEntryView[] | undefined) ?? [
      serializeTrailEntry(
        {
          action: 'deleted',
          at: audit.deleted_at,
          by: audit.deleted_by,
          changes: [],
          reason: audit.reason ?? null,
        },
        new Map(),
      ),
    ];
    return { invoice_no: invoiceNo, order_id: audit.order_id, status: 'Deleted', trail };
  }

  private async nextInvoiceNumber(): Promise<number> {
    const counter = await this.deps.counters
      .findOneAndUpdate({ _id: 'invoice' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' })
      .lean();
    return counter!.seq;
  }

  /**
   * Moves the invoice counter past the highest number any invoice ever had: those still here, and those
   * deleted (their audit records), so a deleted invoice's number is not handed out again either.
   */
  private async catchUpInvoiceCounter(): Promise<void> {
    const [order] = await this.deps.orders
      .find({}, { invoice_no: 1 })
      .sort({ invoice_no: -1 })
      .limit(1)
      .lean();
    const [audit] = await this.deps.audit
      .find({}, { invoice_no: 1 })
      .sort({ invoice_no: -1 })
      .limit(1)
      .lean();
    const highest = Math.max(order?.invoice_no ?? 0, audit?.invoice_no ?? 0);
    await this.deps.counters.updateOne({ _id: 'invoice', seq: { $lt: highest } }, { $set: { seq: highest } });
  }

  private async byOriginKey(key: string): Promise<OrderView | undefined> {
    const doc = await this.deps.orders.findOne({ idempotency_key: key }, HIDDEN).lean<OrderState>();
    return doc ? serializeOrder(doc, { history: true }) : undefined;
  }

  /**
   * Every amount of the order, in integer pence, after the contract's schema has checked the form's rules
   * (amount limits, Additional's fields). Services already on the order (`kept`, with the VAT rate their
   * line was invoiced at) may have been deactivated, deleted or re-rated since; they stay valid and keep
   * their rate on an update; new lines must be active services and take the service's rate. With VAT
   * `terms` the total is the VAT invoice's gross (orders/vat.ts), else sub total - discount.
   */
  private async compute(
    input: OrderInput,
    kept: ReadonlyMap<string, VatRate>,
    terms: VatTerms,
  ): Promise<Computed> {
    const amounts: Record<string, number> = { payment: input.payment, discount: input.discount ?? 0 };
    input.items.forEach((item, i) => {
      amounts[`items.${i}.price`] = item.price;
    });
    const pence = poundsToPence(amounts);
    const errors: Record<string, string[]> = {};
    const catalogue = await this.deps.catalogue.findByIds(input.items.map((i) => i.id));
    const lines = saleLinesOf(
      input.items,
      (i) => pence[`items.${i}.price`]!,
      catalogue,
      (id) => kept.has(id),
      errors,
    ).map((line) => ({
      ...line,
      // A line already on the invoice keeps the rate it was invoiced at; a new one takes its service's.
      vat_rate: kept.get(line.product_id) ?? catalogue.get(line.product_id)?.vat_rate ?? 'standard',
    }));
    // The amounts' limits and Additional's required fields are the contract's (pos.orders.create/update),
    // already checked; only what needs the database is checked here.
    const subTotal = lines.reduce((sum, i) => sum + i.total_pence, 0);
    const discount = pence.discount!;
    const payment = pence.payment!;
    const { items, total_pence: total, vat } = applyVat(lines, discount, terms);
    const additional = input.additional ?? false;
    // The contract's payment rule trusts a form's VAT-inclusive `total` only up to the most VAT could add;
    // this is the check against the total computed here.
    if (payment > total && !errors.payment)
      errors.payment = ['The payment may not be greater than the total.'];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    return {
      order_custom_id: input.order_custom_id || null,
      customer: customerSnapshotOf(input.customer),
      items,
      vat,
      sub_total_pence: subTotal,
      discount_pence: discount,
      total_pence: total,
      payment_pence: payment,
      due_pence: total - payment,
      paid: total - payment === 0,
      due_date: input.due_date ?? null,
      additional,
      expire_date: additional ? (input.expire_date ?? null) : null,
      alert: additional ? (input.alert ?? null) : null,
    };
  }
}

/** Same services, names, prices and quantities, in the same order. */
const sameLines = (a: readonly OrderItem[], b: readonly OrderItem[]) =>
  a.length === b.length &&
  a.every(
    (x, i) =>
      x.product_id === b[i]!.product_id &&
      x.name === b[i]!.name &&
      x.price_pence === b[i]!.price_pence &&
      x.qty === b[i]!.qty,
  );

/**
 * What an update may not change (see OrderService.update).
 *
 * @throws ValidationError naming each locked field the update tried to change.
 */
function checkLocks(current: OrderState, next: Computed): void {
  const errors: Record<string, string[]> = {};
  const linesChanged = !sameLines(current.items, next.items);
  const discountChanged = current.discount_pence !== next.discount_pence;
  if (current.paid === true) {
    if (linesChanged) errors.items = [PAID_LINES_LOCKED];
    if (discountChanged) errors.discount = [PAID_LINES_LOCKED];
    if (current.payment_pence !== next.payment_pence) errors.payment = [PAID_PAYMENT_LOCKED];
  } else if ((current.credits ?? []).length > 0) {
    if (linesChanged) errors.items = [CREDITED_LINES_LOCKED];
    if (discountChanged) errors.discount = [CREDITED_LINES_LOCKED];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** True when the database refused a write outright (a unique index, a schema check): nothing was written. */
function refusedByDatabase(err: unknown): boolean {
  return isDuplicateKey(err) || err instanceof mongoose.Error.ValidationError;
}

const paymentResult = (
  o: Pick<OrderDoc, 'payment_pence' | 'due_pence'> & { voided_at?: Date | null },
): PaymentResultData => ({
  payment: toPounds(o.payment_pence),
  due: toPounds(o.due_pence),
  status: statusOf(o),
});
