import type {
  CisRate,
  CustomerDetailData,
  CustomerDetailQuery,
  CustomerOrderView,
  CustomerUpdateRequest,
  CustomerView,
  ListQuery,
  PageMeta,
} from '@voltdesk/contracts';
import {
  CHANGED_SINCE_READ,
  findPage,
  NotFoundError,
  optimisticUpdate,
  ValidationError,
  isDuplicateKey,
} from '@voltdesk/service-kit';
import escapeStringRegexp from 'escape-string-regexp';
import { normalizePhone, phoneDigits, phoneSearchDigits } from '../shared/phone';
import type { CustomerDoc, CustomerModel } from './model';
import { serializeCustomer } from './serializer';
import { reverseChargeFieldsOf, reverseChargeStatusOf } from '../shared/reverse-charge/customer';
import type { ReverseChargeCustomer } from '../shared/reverse-charge/rule';

export interface CustomerDetails {
  name: string;
  phone: string;
  email: string;
  address?: string | null;
}

/** A customer's invoices, as the orders feature keeps them (wired in app.ts). */
export interface CustomerLedger {
  /** A page of the customer's invoices, newest first, and how many there are. */
  ordersOf(
    customerId: string,
    page: number,
    perPage: number,
  ): Promise<{ orders: CustomerOrderView[]; total: number }>;
  /** Count, invoiced, credited and outstanding over the customer's invoices that are not void. */
  totalsOf(customerId: string): Promise<CustomerDetailData['totals']>;
}

const PHONE_TAKEN = { phone: ['The phone has already been taken.'] };
/** Attempts at finding or creating a customer while other orders race to create the same one. */
const RECORD_ATTEMPTS = 3;

export class CustomerService {
  constructor(private readonly deps: { customers: CustomerModel; ledger?: CustomerLedger }) {}

  /**
   * The Customer list: a page by name, searched by name or e-mail (any part, any case) or by phone: any
   * part of the number, whatever the spacing or a +44 / 0 prefix ("900 12", "+447700900123" and
   * " 07700 900 123" all find 07700 900123), matched on `phone_digits` with the typed text reduced the
   * same way.
   */
  async page(query: ListQuery): Promise<{ data: CustomerView[]; meta: PageMeta }> {
    const search = query.search?.trim() ?? '';
    const or: Record<string, unknown>[] = [];
    if (search) {
      const text = { $regex: escapeStringRegexp(search), $options: 'i' };
      or.push({ name: text }, { email: text }, { phone: text });
      const digits = phoneSearchDigits(search);
      if (digits) or.push({ phone_digits: { $regex: digits } });
    }
    const { docs, meta } = await findPage(
      this.deps.customers,
      { page: query.page, per_page: query.per_page },
      { searchIn: [], sort: { name: 1 }, filter: or.length ? { $or: or } : {} },
    );
    return { data: docs.map(serializeCustomer), meta };
  }

  async list(): Promise<CustomerView[]> {
    const rows = await this.deps.customers.find().sort({ name: 1 }).lean<CustomerDoc[]>();
    return rows.map(serializeCustomer);
  }

  /**
   * The customer with this number: typed exactly so first (the unique key), else the one whose number is
   * the same once spacing and the +44 / 0 prefix are set aside (the most recently changed, should two old
   * records share it). A look-up fills the order form, so it never guesses from part of a number.
   *
   * @throws NotFoundError when none matches.
   */
  async byPhone(phone: string): Promise<CustomerView> {
    const doc = await this.find(phone);
    if (!doc) throw new NotFoundError('Customer not found.');
    return serializeCustomer(doc);
  }

  /**
   * The customer record an order is for, by its phone (as `byPhone` finds it), created from the order's
   * details when there is none. An existing record keeps its details unless `update` (the order form's
   * "Update customer details"); the order keeps its own copy either way. Two orders racing to create the
   * same new customer end with one record: the loser of the unique index reads the winner's.
   *
   * @returns the customer's id.
   */
  async recordFor(details: CustomerDetails, options: { update: boolean }): Promise<string> {
    return optimisticUpdate({
      read: () => this.find(details.phone),
      write: async (existing) => {
        try {
          if (existing) {
            if (options.update) {
              await this.deps.customers.updateOne({ _id: existing._id }, { $set: fieldsOf(details) });
            }
            return String(existing._id);
          }
          const created = await this.deps.customers.create(fieldsOf(details));
          return String(created._id);
        } catch (err) {
          // Another order created (or renumbered) a customer with this phone meanwhile: read it again.
          if (!isDuplicateKey(err)) throw err;
          return CHANGED_SINCE_READ;
        }
      },
      attempts: RECORD_ATTEMPTS,
      conflict: 'The customer is being changed by someone else. Please try again.',
    });
  }

  /**
   * The clerk's edit of the record. Invoices keep the customer as they were issued to.
   *
   * @throws NotFoundError; ValidationError on `phone` when another customer has that number as typed.
   */
  async update(input: CustomerUpdateRequest): Promise<CustomerView> {
    try {
      const doc = await this.deps.customers
        .findOneAndUpdate(
          { _id: input.id },
          // The order form's details never touch the CIS rate; only this edit sets it.
          {
            $set: {
              ...fieldsOf(input),
              ...reverseChargeFieldsOf(input),
              ...(input.cis_rate === undefined ? {} : { cis_rate: input.cis_rate }),
            },
          },
          { returnDocument: 'after' },
        )
        .lean<CustomerDoc>();
      if (!doc) throw new NotFoundError('Customer not found.');
      return serializeCustomer(doc);
    } catch (err) {
      if (isDuplicateKey(err)) throw new ValidationError(PHONE_TAKEN);
      throw err;
    }
  }

  /**
   * The customer page: the record, a page of their invoices and their totals.
   *
   * @throws NotFoundError for an unknown customer.
   */
  async detail(query: CustomerDetailQuery): Promise<{ data: CustomerDetailData; meta: PageMeta }> {
    const doc = await this.deps.customers.findById(query.id).lean<CustomerDoc>();
    if (!doc) throw new NotFoundError('Customer not found.');
    const ledger = this.deps.ledger;
    if (!ledger) throw new Error('CustomerService: no ledger wired');
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 20;
    const [{ orders, total }, totals] = await Promise.all([
      ledger.ordersOf(query.id, page, perPage),
      ledger.totalsOf(query.id),
    ]);
    return {
      data: { customer: serializeCustomer(doc), orders, totals },
      meta: { page, per_page: perPage, total },
    };
  }

  /** The reverse-charge fields of the customer with this phone (as `byPhone` finds it); null for none. */
  async reverseChargeOf(phone: string): Promise<ReverseChargeCustomer | null> {
    const doc = await this.find(phone);
    return doc ? reverseChargeStatusOf(doc) : null;
  }

  /** Orders keep their own copy of the customer, so no invoice changes. */
  async remove(id: string): Promise<void> {
    const { deletedCount } = await this.deps.customers.deleteOne({ _id: id });
    if (!deletedCount) throw new NotFoundError('Customer not found.');
  }

  /** The CIS rate of the customer with this phone (as `byPhone` finds them); null when none or not CIS. */
  async cisRateFor(phone: string): Promise<CisRate | null> {
    return (await this.find(phone))?.cis_rate ?? null;
  }

  private async find(phone: string): Promise<CustomerDoc | null> {
    const exact = await this.deps.customers.findOne({ phone_key: normalizePhone(phone) }).lean<CustomerDoc>();
    if (exact) return exact;
    const digits = phoneDigits(phone);
    if (!digits) return null;
    return this.deps.customers.findOne({ phone_digits: digits }).sort({ updated_at: -1 }).lean<CustomerDoc>();
  }
}

/** A record's stored fields from what was typed: the keys follow the phone. */
const fieldsOf = (d: CustomerDetails) => ({
  name: d.name,
  phone: d.phone,
  phone_key: normalizePhone(d.phone),
  phone_digits: phoneDigits(d.phone),
  email: d.email,
  address: d.address || null,
});
