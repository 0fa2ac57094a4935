import { phoneDigits } from '../shared/phone';
import type { CustomerDoc, CustomerModel } from './model';

/**
 * Fills `phone_digits` on customers saved before it existed. Idempotent (only customers without it are
 * read), so it runs at every start; a customer list of thousands takes one pass of bulk writes.
 *
 * @returns how many customers it updated.
 */
export async function backfillPhoneDigits(customers: CustomerModel): Promise<number> {
  let updated = 0;
  const batch: Parameters<CustomerModel['bulkWrite']>[0] = [];
  const flush = async () => {
    if (!batch.length) return;
    await customers.bulkWrite(batch.splice(0, batch.length), { ordered: false });
  };
  const cursor = customers
    .find({ phone_digits: { $exists: false } }, { phone: 1 })
    .lean<Pick<CustomerDoc, '_id' | 'phone'>>()
    .cursor();
  for await (const c of cursor) {
    batch.push({
      updateOne: { filter: { _id: c._id }, update: { $set: { phone_digits: phoneDigits(c.phone) } } },
    });
    updated += 1;
    if (batch.length >= 500) await flush();
  }
  await flush();
  return updated;
}
