import { toPounds, type CustomerDetailData, type CustomerOrderView } from '@voltdesk/contracts';
import type { OrderDoc, OrderModel } from './model';
import { normalizePhone } from '../shared/phone';
import { statusOf } from './serializer';

type LedgerRow = Pick<
  OrderDoc,
  | '_id'
  | 'invoice_no'
  | 'created_at'
  | 'total_pence'
  | 'credited_pence'
  | 'payment_pence'
  | 'due_pence'
  | 'voided_at'
>;

/**
 * A customer's invoices, for the customer page (customers/service.ts's CustomerLedger): orders carry the
 * id of the customer record they were made for (`customer_id`, indexed with the invoice number).
 */
export class CustomerLedger {
  constructor(private readonly orders: OrderModel) {}

  async ordersOf(
    customerId: string,
    page: number,
    perPage: number,
  ): Promise<{ orders: CustomerOrderView[]; total: number }> {
    const filter = { customer_id: customerId };
    const [rows, total] = await Promise.all([
      this.orders
        .find(filter, {
          invoice_no: 1,
          created_at: 1,
          total_pence: 1,
          credited_pence: 1,
          payment_pence: 1,
          due_pence: 1,
          voided_at: 1,
        })
        .sort({ invoice_no: -1 })
        .skip((page - 1) * perPage)
        .limit(perPage)
        .lean<LedgerRow[]>(),
      this.orders.countDocuments(filter),
    ]);
    return {
      orders: rows.map((o) => ({
        id: String(o._id),
        invoice_no: o.invoice_no,
        created_at: new Date(o.created_at).toISOString(),
        total: toPounds(o.total_pence),
        credited: toPounds(o.credited_pence ?? 0),
        payment: toPounds(o.payment_pence),
        due: toPounds(o.due_pence),
        status: statusOf(o),
      })),
      total,
    };
  }

  /**
   * Over the customer's invoices that are not void (`paid` is null only on void ones): how many, their
   * totals (invoiced), their credit notes (credited) and what is still due (outstanding), in one
   * aggregation on the `{customer_id, invoice_no}` index. Sums of integer pence, so exact.
   */
  async totalsOf(customerId: string): Promise<CustomerDetailData['totals']> {
    const [row] = await this.orders.aggregate<{
      invoices: number;
      invoiced: number;
      credited: number;
      outstanding: number;
    }>([
      { $match: { customer_id: customerId, paid: { $ne: null }, _deleted: { $exists: false } } },
      {
        $group: {
          _id: null,
          invoices: { $sum: 1 },
          invoiced: { $sum: '$total_pence' },
          credited: { $sum: { $ifNull: ['$credited_pence', 0] } },
          outstanding: { $sum: '$due_pence' },
        },
      },
    ]);
    return {
      invoices: row?.invoices ?? 0,
      invoiced: toPounds(row?.invoiced ?? 0),
      credited: toPounds(row?.credited ?? 0),
      outstanding: toPounds(row?.outstanding ?? 0),
    };
  }

  /**
   * Links orders made before customer records were linked to the record of their phone as typed (the
   * record's unique `phone_key`). Idempotent: only orders without `customer_id` are read (their phone
   * only), and each gets an id or null ("looked at, no record": its customer was deleted), so the next
   * start reads none of them again. Writes go in bulk, 500 at a time.
   *
   * @returns how many orders it linked to a record.
   */
  async linkUnlinked(
    customerIdByPhoneKey: (phoneKey: string) => Promise<string | undefined>,
  ): Promise<number> {
    let linked = 0;
    const known = new Map<string, string | undefined>();
    const batch: Parameters<OrderModel['bulkWrite']>[0] = [];
    const flush = async () => {
      if (batch.length) await this.orders.bulkWrite(batch.splice(0, batch.length), { ordered: false });
    };
    const cursor = this.orders
      .find({ customer_id: { $exists: false } }, { 'customer.phone': 1 })
      .lean<Pick<OrderDoc, '_id' | 'customer'>>()
      .cursor();
    for await (const o of cursor) {
      const key = normalizePhone(o.customer?.phone ?? '');
      if (!known.has(key)) known.set(key, key ? await customerIdByPhoneKey(key) : undefined);
      const id = known.get(key);
      batch.push({
        updateOne: {
          filter: { _id: o._id, customer_id: { $exists: false } },
          update: { $set: { customer_id: id ?? null } },
        },
      });
      if (id) linked += 1;
      if (batch.length >= 500) await flush();
    }
    await flush();
    return linked;
  }
}
