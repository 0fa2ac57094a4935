import type {
  OrderCreateRequest,
  OrderQuery,
  OrderTrailData,
  OrderUpdateRequest,
  OrderView,
  PaymentResultData,
  TrailEntryView,
} from '@voltdesk/contracts';
import { NotFoundError } from '@voltdesk/service-kit';
import { createOrder } from './create';
import type { OrderServiceDeps, PaymentInput, RemoveOutcome } from './deps';
import { HIDDEN } from './model';
import { payOrder, recordOnlinePayment } from './payments';
import { removeOrder, voidOrder } from './removal';
import { searchFilter } from './search';
import { serializeOrder, serializeTrailEntry, type OrderState } from './serializer';
import { updateOrder } from './update';

export {
  VOID_NO_CHANGE,
  type Catalogue,
  type CustomerBook,
  type OrderServiceDeps,
  type PaymentInput,
  type RemoveOutcome,
} from './deps';

/** A list page does not show the trail, so it does not read it. */
const HIDDEN_IN_LISTS = { ...HIDDEN, history: 0 } as const;

/**
 * Orders: reading them here; creating (create.ts), editing (update.ts), taking payments (payments.ts),
 * deleting and voiding (removal.ts) each in its own file.
 */
export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  /** See createOrder. */
  create(
    input: OrderCreateRequest,
    adminId: string,
    originKey?: string,
    createdNote?: string,
  ): Promise<{ order: OrderView; created: boolean }> {
    return createOrder(this.deps, input, adminId, originKey, createdNote);
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

  /** See updateOrder. */
  update(input: OrderUpdateRequest, adminId: string): Promise<OrderView> {
    return updateOrder(this.deps, input, adminId);
  }

  /** See payOrder. */
  pay(orderId: string, payment: PaymentInput, adminId: string): Promise<PaymentResultData> {
    return payOrder(this.deps, orderId, payment, adminId);
  }

  /** See recordOnlinePayment: a card payment made online, recorded once per payment intent. */
  payOnline(orderId: string, pence: number, paymentIntent: string, by: string) {
    return recordOnlinePayment(this.deps, orderId, pence, paymentIntent, by);
  }

  /** See removeOrder. */
  remove(id: string, adminId: string, reason?: string | null): Promise<RemoveOutcome> {
    return removeOrder(this.deps, id, adminId, reason);
  }

  /** See voidOrder. */
  void(id: string, adminId: string, reason?: string | null): Promise<{ order: OrderView; changed: boolean }> {
    return voidOrder(this.deps, id, adminId, reason);
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
}
