import { createHash } from 'node:crypto';
import {
  toPounds,
  type OrderCreateRequest,
  type OrderQuery,
  type OrderUpdateRequest,
  type OrderView,
  type PaymentResultData,
} from '@voltdesk/contracts';
import {
  ConflictError,
  makeEvent,
  NotFoundError,
  updateWithEvents,
  ValidationError,
  withEvents,
  isDuplicateKey,
  type Clock,
} from '@voltdesk/service-kit';
import { Types } from 'mongoose';
import { poundsToPence } from '../shared/money';
import type {
  CounterModel,
  IdempotencyModel,
  OrderAuditModel,
  OrderDoc,
  OrderItem,
  OrderModel,
  PaymentEntry,
} from './model';
import { searchFields, searchFilter } from './search';
import { orderEventData, serializeOrder, statusOf, type OrderState } from './serializer';

export const EVENT_SOURCE = 'svc-pos';

/** What an order needs to know about the services it sells. */
export interface Catalogue {
  findByIds(ids: readonly string[]): Promise<Map<string, { id: string; name: string; status: 0 | 1 }>>;
}

/** Orders keep the customer book up to date (by phone). */
export interface CustomerBook {
  upsert(details: { name: string; phone: string; email: string; address?: string | null }): Promise<void>;
}

export interface OrderServiceDeps {
  orders: OrderModel;
  counters: CounterModel;
  audit: OrderAuditModel;
  idempotency: IdempotencyModel;
  catalogue: Catalogue;
  customers: CustomerBook;
  clock: Clock;
}

type OrderInput = OrderCreateRequest | OrderUpdateRequest;

/** The amounts and fields of an order, computed on the server from the request. */
interface Computed {
  order_custom_id: string | null;
  customer: OrderDoc['customer'];
  items: OrderItem[];
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

/** Fields never shown by the API (the outbox fields are `select: false` in the plugin). */
const HIDDEN = { search_terms: 0, search_words: 0, idempotency_key: 0, idempotency_hash: 0 } as const;

const PAYMENT_ATTEMPTS = 500;
const UPDATE_ATTEMPTS = 10;
const MAX_IDEMPOTENCY_KEY = 200;
/** How long a repeat waits for the first request with its key to finish. */
const IDEMPOTENCY_WAIT_MS = 10_000;
/** A claim this old without its order belongs to a request that died; a repeat may take it over. */
const IDEMPOTENCY_STALE_MS = 60_000;

export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  /**
   * Creates an order with the next invoice number. With an idempotency key, a repeat of the same request
   * answers the order the first one created (`created: false`) instead of creating another.
   *
   * @throws ValidationError (bad amounts, unknown service, cross-field rules, bad key);
   *   ConflictError when the key was used for a different order.
   */
  async create(
    input: OrderCreateRequest,
    adminId: string,
    idempotencyKey?: string,
  ): Promise<{ order: OrderView; created: boolean }> {
    const { orders, counters } = this.deps;
    const key = idempotencyKeyOf(idempotencyKey);
    const hash = key ? createHash('sha256').update(JSON.stringify(input)).digest('hex') : undefined;
    const id = new Types.ObjectId();
    if (key) {
      const replay = await this.claim(key, hash!, id, {
        // The order the owner of the key created, once it exists.
        done: async (owner) => {
          const order = await this.deps.orders.findOne({ _id: owner }, HIDDEN).lean<OrderState>();
          return order ? serializeOrder(order) : undefined;
        },
        // A claim that expired (TTL) leaves the key on the order it created.
        gone: () => this.byIdempotencyKey(key, hash!),
        conflict: 'This Idempotency-Key was already used for a different order.',
      });
      if (replay) return { order: replay, created: false };
    }

    let computed: Computed;
    try {
      computed = await this.compute(input, new Set());
      await this.deps.customers.upsert(computed.customer);
    } catch (err) {
      if (key) await this.deps.idempotency.deleteOne({ _id: key, order_id: id });
      throw err;
    }

    const counter = await counters
      .findOneAndUpdate({ _id: 'invoice' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' })
      .lean();
    const invoiceNo = counter!.seq;
    const now = this.deps.clock.now();
    const payments: PaymentEntry[] =
      computed.payment_pence > 0 ? [{ amount_pence: computed.payment_pence, at: now, by: adminId }] : [];
    const state: OrderState = {
      _id: id,
      invoice_no: invoiceNo,
      ...computed,
      payments,
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
        ...(key ? { idempotency_key: key, idempotency_hash: hash } : {}),
        ...withEvents(makeEvent(EVENT_SOURCE, 'order.created', String(id), orderEventData(state), now)),
      });
    } catch (err) {
      // Give the number back if nobody took a later one, so a lost race leaves no gap in the invoices.
      await counters.updateOne({ _id: 'invoice', seq: invoiceNo }, { $inc: { seq: -1 } });
      if (key && isDuplicateKey(err, 'idempotency_key')) {
        // The order of an expired claim holds the key: answer it.
        const replay = await this.byIdempotencyKey(key, hash!);
        if (replay) return { order: replay, created: false };
      }
      if (key) await this.deps.idempotency.deleteOne({ _id: key, order_id: id });
      throw err;
    }
    return { order: serializeOrder(state), created: true };
  }

  /** @throws NotFoundError for an unknown (or deleted) order. */
  async get(id: string): Promise<OrderView> {
    const doc = await this.deps.orders.findOne({ _id: id }, HIDDEN).lean<OrderState>();
    if (!doc) throw new NotFoundError('Order not found.');
    return serializeOrder(doc);
  }

  /** Newest first, searched by name/phone/invoice number/custom id, filtered by Paid/Unpaid. */
  async list(
    query: OrderQuery,
  ): Promise<{ data: OrderView[]; meta: { page: number; per_page: number; total: number } }> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 50;
    const filter: Record<string, unknown> = {};
    const conditions = searchFilter(query.search ?? '');
    if (conditions.length) filter.$and = conditions;
    if (query.status) filter.paid = query.status === 'Paid';
    // Both use indexes (orders/indexes.test.ts checks it through explain): `{paid: 1, invoice_no: -1}`
    // for the page, `{paid: 1, _deleted: 1}` and `{_deleted: 1}` for the totals, the search keys' index
    // with a search. The outbox plugin adds `_deleted: {$exists: false}` to both.
    const [rows, total] = await Promise.all([
      this.deps.orders
        .find(filter, HIDDEN)
        .sort({ invoice_no: -1 })
        .skip((page - 1) * perPage)
        .limit(perPage)
        .lean<OrderState[]>(),
      this.deps.orders.countDocuments(filter),
    ]);
    return { data: rows.map(serializeOrder), meta: { page, per_page: perPage, total } };
  }

  /**
   * Replaces what the order form edits (customer, items, payment, discount, dates) and recomputes every
   * amount. A change of payment is recorded as a payment entry of the difference (negative when lowered),
   * so `payment` always equals the sum of the payments and the takings stay right.
   *
   * @throws NotFoundError; ValidationError; ConflictError if the order keeps changing underneath.
   */
  async update(input: OrderUpdateRequest, adminId: string): Promise<OrderView> {
    for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt += 1) {
      const current = await this.deps.orders.findOne({ _id: input.id }, HIDDEN).lean<OrderState>();
      if (!current) throw new NotFoundError('Order not found.');
      const computed = await this.compute(input, new Set(current.items.map((i) => i.product_id)));
      if (attempt === 0) await this.deps.customers.upsert(computed.customer);
      const now = this.deps.clock.now();
      const delta = computed.payment_pence - current.payment_pence;
      const entry: PaymentEntry[] = delta !== 0 ? [{ amount_pence: delta, at: now, by: adminId }] : [];
      const next: OrderState = {
        ...current,
        ...computed,
        payments: [...current.payments, ...entry],
        rev: current.rev + 1,
        updated_by: adminId,
        updated_at: now,
      };
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
            ...(entry.length ? { $push: { payments: { $each: entry } } } : {}),
          },
          makeEvent(EVENT_SOURCE, 'order.updated', input.id, orderEventData(next), now),
        ),
      );
      if (matchedCount === 1) {
        return serializeOrder(next);
      }
    }
    throw new ConflictError('The order is being changed by someone else. Please try again.');
  }

  /**
   * Takes a payment of 0 up to the current due. The update applies only to the revision it was computed
   * from and only while the due covers the amount, so racing payments can never overpay or be lost: a
   * loser re-reads and tries again (or gets 422 once the due no longer covers it). An amount of 0 changes
   * nothing and records nothing.
   *
   * With an idempotency key, the key is claimed first (one namespace with `create`) and recorded on the
   * payment entry, and the update also requires that no entry of the order carries it: however many
   * requests repeat the key, at once or later, on any replica, one payment is taken and every one of them
   * gets the answer the first got (`replayed: true` for the repeats).
   *
   * @throws NotFoundError; ValidationError on `amount` (decimals, or more than the due) or on a bad key;
   *   ConflictError when the key was used for a different request, or its first request is still running.
   */
  async pay(
    orderId: string,
    amount: number,
    adminId: string,
    idempotencyKey?: string,
  ): Promise<{ result: PaymentResultData; replayed: boolean }> {
    const { amount: pence } = poundsToPence({ amount });
    const key = idempotencyKeyOf(idempotencyKey);
    if (!key) return this.takePayment(orderId, pence, adminId);
    const hash = createHash('sha256')
      .update(JSON.stringify({ route: 'due_pay', order_id: orderId, amount: pence }))
      .digest('hex');
    const paidWithKey = async () => {
      const order = await this.deps.orders
        .findOne({ _id: orderId, 'payments.key': key }, { payments: 1 })
        .lean<Pick<OrderState, 'payments'>>();
      const entry = order?.payments.find((p) => p.key === key);
      return entry ? paymentResultOf(entry) : undefined;
    };
    const replay = await this.claim(key, hash, new Types.ObjectId(orderId), {
      done: paidWithKey,
      // A claim that expired (TTL) leaves the key on the payment it took.
      gone: paidWithKey,
      conflict: 'This Idempotency-Key was already used for a different request.',
    });
    if (replay) return { result: replay, replayed: true };
    try {
      const taken = await this.takePayment(orderId, pence, adminId, key);
      // An amount of 0 records no entry to carry the key, and repeating it is harmless: free the key.
      if (pence === 0) await this.deps.idempotency.deleteOne({ _id: key, hash });
      return taken;
    } catch (err) {
      // Nothing was paid: free the key so a corrected retry is not refused.
      await this.deps.idempotency.deleteOne({ _id: key, hash });
      throw err;
    }
  }

  private async takePayment(
    orderId: string,
    pence: number,
    adminId: string,
    key?: string,
  ): Promise<{ result: PaymentResultData; replayed: boolean }> {
    for (let attempt = 0; attempt < PAYMENT_ATTEMPTS; attempt += 1) {
      const current = await this.deps.orders.findOne({ _id: orderId }, HIDDEN).lean<OrderState>();
      if (!current) throw new NotFoundError('Order not found.');
      const earlier = key ? current.payments.find((p) => p.key === key) : undefined;
      if (earlier) return { result: paymentResultOf(earlier), replayed: true };
      if (pence > current.due_pence) {
        throw new ValidationError({
          amount: [
            `The amount may not be greater than the due (£${toPounds(current.due_pence).toFixed(2)}).`,
          ],
        });
      }
      if (pence === 0) return { result: paymentResult(current), replayed: false };
      const now = this.deps.clock.now();
      const after = { payment_pence: current.payment_pence + pence, due_pence: current.due_pence - pence };
      const entry: PaymentEntry = {
        amount_pence: pence,
        at: now,
        by: adminId,
        ...(key ? { key, payment_after_pence: after.payment_pence, due_after_pence: after.due_pence } : {}),
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
      const { matchedCount } = await this.deps.orders.updateOne(
        {
          _id: orderId,
          rev: current.rev,
          due_pence: { $gte: pence },
          ...(key ? { 'payments.key': { $ne: key } } : {}),
        },
        updateWithEvents(
          {
            $inc: { payment_pence: pence, due_pence: -pence, rev: 1 },
            $push: { payments: entry },
            $set: { paid: next.paid, updated_by: adminId, updated_at: now },
          },
          makeEvent(EVENT_SOURCE, 'order.paid', orderId, orderEventData(next), now),
        ),
      );
      if (matchedCount === 1) {
        return { result: paymentResult(next), replayed: false };
      }
    }
    throw new ConflictError('The order is being changed by someone else. Please try again.');
  }

  /**
   * Deletes an order: first an audit record (who, when, the order as it was), then the order becomes a
   * tombstone carrying `order.deleted`, hidden from every query and removed once the event is published.
   * If the process dies between the two writes, the audit record describes a delete that did not happen
   * and the order is still listed; deleting again completes it.
   *
   * @throws NotFoundError for an unknown (or already deleted) order.
   */
  async remove(id: string, adminId: string): Promise<void> {
    const current = await this.deps.orders.findOne({ _id: id }, HIDDEN).lean<OrderState>();
    if (!current) throw new NotFoundError('Order not found.');
    const now = this.deps.clock.now();
    await this.deps.audit.create({
      action: 'deleted',
      order_id: id,
      invoice_no: current.invoice_no,
      snapshot: serializeOrder(current),
      deleted_by: adminId,
      deleted_at: now,
    });
    const { matchedCount } = await this.deps.orders.updateOne(
      { _id: id },
      updateWithEvents(
        { $set: { _deleted: now, deleted_by: adminId } },
        makeEvent(EVENT_SOURCE, 'order.deleted', id, { id, invoice_no: current.invoice_no }, now),
      ),
      { strict: false },
    );
    if (matchedCount === 0) throw new NotFoundError('Order not found.');
  }

  /**
   * Claims `key` for a request about to write (`target`: the order it creates or pays). Returns undefined
   * when this request owns the key (go ahead), or what the earlier request with the same key produced
   * (`done`), waiting for it if it is still running. `gone` answers when the claim has disappeared (failed
   * or expired) to find a write that used the key anyway.
   *
   * @throws ConflictError (`conflict`) when the key came with a different body, or its first request is still
   *   running after IDEMPOTENCY_WAIT_MS.
   */
  private async claim<T>(
    key: string,
    hash: string,
    target: Types.ObjectId,
    how: {
      done: (target: Types.ObjectId) => Promise<T | undefined>;
      gone: () => Promise<T | undefined>;
      conflict: string;
    },
  ): Promise<T | undefined> {
    const { idempotency } = this.deps;
    const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      try {
        await idempotency.create({ _id: key, hash, order_id: target, created_at: this.deps.clock.now() });
        return undefined;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      const owner = await idempotency.findById(key).lean();
      if (owner) {
        if (owner.hash !== hash) throw new ConflictError(how.conflict);
        const result = await how.done(owner.order_id);
        if (result) return result;
        if (Date.now() - new Date(owner.created_at).getTime() > IDEMPOTENCY_STALE_MS) {
          await idempotency.deleteOne({ _id: key, order_id: owner.order_id });
          continue;
        }
      } else {
        const result = await how.gone();
        if (result) return result;
        continue;
      }
      if (Date.now() > deadline) {
        throw new ConflictError('A request with this Idempotency-Key is still being processed.');
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  private async byIdempotencyKey(key: string, hash: string): Promise<OrderView | undefined> {
    const doc = await this.deps.orders
      .findOne({ idempotency_key: key }, { search_terms: 0, search_words: 0 })
      .lean<OrderState & { idempotency_hash?: string }>();
    if (!doc) return undefined;
    if (doc.idempotency_hash !== hash) {
      throw new ConflictError('This Idempotency-Key was already used for a different order.');
    }
    const { idempotency_hash: _h, ...state } = doc;
    return serializeOrder(state);
  }

  /**
   * Every amount of the order, in integer pence, after the contract's schema has checked the form's rules
   * (amount limits, Additional's fields). Services already on the order (`keep`) may have been deactivated or deleted since; they stay
   * valid on an update, new lines must be active services.
   */
  private async compute(input: OrderInput, keep: ReadonlySet<string>): Promise<Computed> {
    const amounts: Record<string, number> = { payment: input.payment, discount: input.discount ?? 0 };
    input.items.forEach((item, i) => {
      amounts[`items.${i}.price`] = item.price;
    });
    const pence = poundsToPence(amounts);
    const errors: Record<string, string[]> = {};
    const catalogue = await this.deps.catalogue.findByIds(input.items.map((i) => i.id));
    const items: OrderItem[] = input.items.map((item, i) => {
      const known = catalogue.get(item.id);
      if (!keep.has(item.id)) {
        if (!known) errors[`items.${i}.id`] = ['The selected service does not exist.'];
        else if (known.status !== 1) errors[`items.${i}.id`] = ['The selected service is inactive.'];
      }
      const price = pence[`items.${i}.price`]!;
      return {
        product_id: item.id,
        name: item.name,
        price_pence: price,
        qty: item.qty,
        total_pence: price * item.qty,
      };
    });
    // The amounts' limits and Additional's required fields are the contract's (pos.orders.create/update),
    // already checked; only what needs the database is checked here.
    const subTotal = items.reduce((sum, i) => sum + i.total_pence, 0);
    const discount = pence.discount!;
    const payment = pence.payment!;
    const total = subTotal - discount;
    const additional = input.additional ?? false;
    if (Object.keys(errors).length) throw new ValidationError(errors);
    return {
      order_custom_id: input.order_custom_id || null,
      customer: {
        name: input.customer.name,
        phone: input.customer.phone,
        email: input.customer.email,
        address: input.customer.address || null,
      },
      items,
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

/**
 * The `Idempotency-Key` header, trimmed; undefined when absent or blank.
 *
 * @throws ValidationError when longer than MAX_IDEMPOTENCY_KEY.
 */
function idempotencyKeyOf(header: string | undefined): string | undefined {
  const key = header?.trim() || undefined;
  if (key && key.length > MAX_IDEMPOTENCY_KEY) {
    throw new ValidationError({
      idempotency_key: [`The idempotency key may not be greater than ${MAX_IDEMPOTENCY_KEY} characters.`],
    });
  }
  return key;
}

/** What the request that took `entry` answered. */
const paymentResultOf = (entry: PaymentEntry): PaymentResultData =>
  paymentResult({ payment_pence: entry.payment_after_pence ?? 0, due_pence: entry.due_after_pence ?? 0 });

const paymentResult = (o: Pick<OrderDoc, 'payment_pence' | 'due_pence'>): PaymentResultData => ({
  payment: toPounds(o.payment_pence),
  due: toPounds(o.due_pence),
  status: statusOf(o.due_pence),
});
