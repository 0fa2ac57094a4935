import type { Logger } from 'pino';
import type { PosModels } from './app';
import { backfillPhoneDigits } from './customers/migrate';
import { CustomerLedger } from './orders/customer-ledger';
import { backfillPhoneSearchKeys } from './orders/migrate-search';

/**
 * svc-pos's data migrations, run before the service answers (main.ts `beforeServe`, after the indexes).
 * Each step reads only the documents it has not done yet, so it is cheap once done and safe on every
 * start and on several replicas at once (every write is the same value whoever makes it).
 *
 * - customers saved before `phone_digits` get it (phone search by any part of the number);
 * - orders saved before customer records were linked get their record's id (`customer_id`, by the phone
 *   as typed), or null when their customer no longer exists;
 * - orders saved before the phone's `tel:` search keys get them (order search by any part of a number).
 */
export async function migratePosData(models: PosModels, logger: Pick<Logger, 'info'>): Promise<void> {
  const started = Date.now();
  const customers = await backfillPhoneDigits(models.customers);
  const orders = await new CustomerLedger(models.orders).linkUnlinked(async (phoneKey) => {
    const doc = await models.customers.findOne({ phone_key: phoneKey }, { _id: 1 }).lean();
    return doc ? String(doc._id) : undefined;
  });
  const searchKeys = await backfillPhoneSearchKeys(models.orders);
  if (customers || orders || searchKeys) {
    logger.info({ customers, orders, searchKeys, ms: Date.now() - started }, 'svc-pos data migrated');
  }
}
