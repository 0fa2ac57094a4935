import type { CustomerView, PageMeta, ListQuery } from '@voltdesk/contracts';
import { NotFoundError, isDuplicateKey } from '@voltdesk/service-kit';
import { findPage } from '../shared/list-page';
import { normalizePhone } from '../shared/phone';
import type { CustomerDoc, CustomerModel } from './model';
import { serializeCustomer } from './serializer';

export interface CustomerDetails {
  name: string;
  phone: string;
  email: string;
  address?: string | null;
}

export class CustomerService {
  constructor(private readonly deps: { customers: CustomerModel }) {}

  /** The Customer list: a page by name, searched by name, phone or e-mail (all without a page). */
  async page(query: ListQuery): Promise<{ data: CustomerView[]; meta: PageMeta }> {
    const { docs, meta } = await findPage(this.deps.customers, query, {
      searchIn: ['name', 'phone', 'email'],
      sort: { name: 1 },
    });
    return { data: docs.map(serializeCustomer), meta };
  }

  async list(): Promise<CustomerView[]> {
    const rows = await this.deps.customers.find().sort({ name: 1 }).lean<CustomerDoc[]>();
    return rows.map(serializeCustomer);
  }

  /** @throws NotFoundError when no customer has this phone (after normalising). */
  async byPhone(phone: string): Promise<CustomerView> {
    const doc = await this.deps.customers.findOne({ phone_key: normalizePhone(phone) }).lean<CustomerDoc>();
    if (!doc) throw new NotFoundError('Customer not found.');
    return serializeCustomer(doc);
  }

  /**
   * Creates or refreshes the customer with this phone from an order's customer fields (the latest order
   * wins). Two orders racing to create the same new customer both end with one record: the loser of the
   * unique index retries as an update.
   */
  async upsert(details: CustomerDetails): Promise<void> {
    const phoneKey = normalizePhone(details.phone);
    const write = () =>
      this.deps.customers.updateOne(
        { phone_key: phoneKey },
        {
          $set: {
            name: details.name,
            phone: details.phone,
            email: details.email,
            address: details.address ?? null,
          },
          $setOnInsert: { phone_key: phoneKey },
        },
        { upsert: true },
      );
    try {
      await write();
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      await write();
    }
  }

  /** Orders keep their own copy of the customer, so no invoice changes. */
  async remove(id: string): Promise<void> {
    const { deletedCount } = await this.deps.customers.deleteOne({ _id: id });
    if (!deletedCount) throw new NotFoundError('Customer not found.');
  }
}
