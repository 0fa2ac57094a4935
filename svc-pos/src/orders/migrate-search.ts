import type { OrderDoc, OrderModel } from './model';
import { searchFields } from './search';

/**
 * Rewrites the search keys of orders saved before the phone's `tel:` keys existed, so a phone search
 * finds them by any part of the number. Idempotent (only orders without a phone key are read), so it
 * runs at every start; every replica writes the same keys.
 *
 * @returns how many orders it updated.
 */
export async function backfillPhoneSearchKeys(orders: OrderModel): Promise<number> {
  let updated = 0;
  const batch: Parameters<OrderModel['bulkWrite']>[0] = [];
  const flush = async () => {
    if (batch.length) await orders.bulkWrite(batch.splice(0, batch.length), { ordered: false });
  };
  const cursor = orders
    .find(
      { 'customer.phone': { $nin: ['', null] }, search_terms: { $not: /^tel:/ } },
      { invoice_no: 1, customer: 1, order_custom_id: 1 },
    )
    .lean<Pick<OrderDoc, '_id' | 'invoice_no' | 'customer' | 'order_custom_id'>>()
    .cursor();
  for await (const o of cursor) {
    batch.push({ updateOne: { filter: { _id: o._id }, update: { $set: searchFields(o) } } });
    updated += 1;
    if (batch.length >= 500) await flush();
  }
  await flush();
  return updated;
}
