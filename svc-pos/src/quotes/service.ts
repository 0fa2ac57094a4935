import {
  toPounds,
  type OrderCreateRequest,
  type PageMeta,
  type QuoteCreateRequest,
  type QuoteQuery,
  type QuoteUpdateRequest,
  type QuoteView,
  type VatRate,
} from '@voltdesk/contracts';
import {
  ConflictError,
  isDuplicateKey,
  NotFoundError,
  ValidationError,
  type Clock,
} from '@voltdesk/service-kit';
import escapeStringRegexp from 'escape-string-regexp';
import { Types } from 'mongoose';
import { poundsToPence } from '../shared/money';
import { customerSnapshotOf, saleLinesOf } from '../shared/sale-lines';
import { localDateOf } from '../shared/periods';
import { applyVat, termsForNewInvoice, termsOf, type VatSettingsSource, type VatTerms } from '../shared/vat';
import type { QuoteCounterModel, QuoteDoc, QuoteModel } from './model';
import { isExpired, serializeQuote } from './serializer';

/** What a quote needs to know about the services it offers (ProductService.findByIds). */
export interface QuoteCatalogue {
  findByIds(
    ids: readonly string[],
  ): Promise<Map<string, { id: string; name: string; status: 0 | 1; vat_rate?: VatRate }>>;
}

/**
 * How a quote becomes an invoice, given at composition (svc-pos/src/app.ts) so that quotes never import
 * orders: the order service's create (idempotent by key) and the write of the quote number on the order.
 */
export interface Invoicing {
  createInvoice(
    input: OrderCreateRequest,
    adminId: string,
    idempotencyKey: string,
  ): Promise<{ id: string; invoice_no: number }>;
  linkQuote(orderId: string, quoteNo: number): Promise<void>;
}

export interface QuoteServiceDeps {
  quotes: QuoteModel;
  counters: QuoteCounterModel;
  catalogue: QuoteCatalogue;
  invoicing: Invoicing;
  /** The VAT settings a new quote follows, as a new invoice does (absent: not VAT registered). */
  vatSettings?: VatSettingsSource;
  clock: Clock;
  /** The business's zone: valid-until dates and "today" are its calendar days. */
  timeZone: string;
}

const ATTEMPTS = 20;
/** A quote recorded this long ago without a number lost its request: number it on the next read. */
const UNNUMBERED_STALE_MS = 60_000;
/** A conversion claimed this long ago without finishing lost its request: another may take it over. */
const CONVERSION_STALE_MS = 60_000;
/** Attempts at a free number when the counter is behind the quotes (a counter restored from a backup). */
const NUMBER_ATTEMPTS = 5;
const DEFAULT_PER_PAGE = 20;

const CHANGED_UNDERNEATH = 'The quote is being changed by someone else. Please try again.';
const BEING_CONVERTED = 'This quote is being converted to an invoice.';
const PAST_VALID_UNTIL = 'The valid until date may not be before today.';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** `2027-01-12` as "12 Jan 2027". */
const humanDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));

type QuoteInput = QuoteCreateRequest | QuoteUpdateRequest;

/** The customer, lines and amounts of a quote, computed on the server from the request. */
type Computed = Pick<
  QuoteDoc,
  | 'customer'
  | 'items'
  | 'sub_total_pence'
  | 'discount_pence'
  | 'total_pence'
  | 'vat'
  | 'order_custom_id'
  | 'valid_until'
  | 'notes'
  | 'search_text'
>;

/**
 * Quotes: made like an invoice (same customer, lines and cart rules), numbered in their own gap-free series
 * (`counters` `quote`, shown Q-000001), valid until a date, then accepted, declined or converted into an
 * invoice in one step. Every write is conditional on the revision it was computed from.
 *
 * Numbers: like credit notes, a quote is recorded first without a number and numbered right after, so a
 * refused quote never takes one and concurrent creates get consecutive numbers. A quote whose request died
 * in between is numbered by the next read after UNNUMBERED_STALE_MS.
 */
export class QuoteService {
  constructor(private readonly deps: QuoteServiceDeps) {}

  /** @throws ValidationError (lines, amounts, a valid-until date before today). */
  async create(input: QuoteCreateRequest, adminId: string): Promise<QuoteView> {
    const computed = await this.compute(input, new Map(), await termsForNewInvoice(this.deps.vatSettings));
    const now = this.deps.clock.now();
    const id = new Types.ObjectId();
    await this.deps.quotes.create({
      _id: id,
      unnumbered: true,
      state: 'open',
      ...computed,
      decided_at: null,
      decided_by: null,
      decision_reason: null,
      conversion: null,
      invoice_no: null,
      order_id: null,
      converted_at: null,
      rev: 0,
      created_by: adminId,
      updated_by: adminId,
      created_at: now,
      updated_at: now,
    });
    await this.assignNumber(id);
    return this.get(String(id));
  }

  /** @throws NotFoundError for an unknown quote. */
  async get(id: string): Promise<QuoteView> {
    await this.numberStale();
    const doc = await this.deps.quotes.findOne({ _id: id }).lean<QuoteDoc>();
    if (!doc) throw new NotFoundError('Quote not found.');
    return serializeQuote(doc, this.today());
  }

  /**
   * Newest first, searched by customer name, e-mail or phone (any part of the number, with or without
   * spacing or +44) or by quote number (`Q-000012`, `q12`, `12`), filtered by status; Expired is an Open
   * quote past its valid-until date and Open means one that is not.
   */
  async list(query: QuoteQuery): Promise<{ data: QuoteView[]; meta: PageMeta }> {
    await this.numberStale();
    const today = this.today();
    const page = query.page ?? 1;
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    const filter: Record<string, unknown> = {};
    switch (query.status) {
      case undefined:
        break;
      case 'Open':
        Object.assign(filter, { state: 'open', valid_until: { $gte: today } });
        break;
      case 'Expired':
        Object.assign(filter, { state: 'open', valid_until: { $lt: today } });
        break;
      default:
        filter.state = query.status.toLowerCase();
    }
    const search = searchFilter(query.search ?? '');
    if (search) filter.$or = search;
    const [docs, total] = await Promise.all([
      this.deps.quotes
        .find(filter)
        .sort({ created_at: -1, _id: -1 })
        .skip((page - 1) * perPage)
        .limit(perPage)
        .lean<QuoteDoc[]>(),
      this.deps.quotes.countDocuments(filter),
    ]);
    return { data: docs.map((d) => serializeQuote(d, today)), meta: { page, per_page: perPage, total } };
  }

  /**
   * Replaces the customer, lines, discount, valid-until date and notes of an Open quote (an expired one
   * too: extending its date is how it is revived). Accepted, declined and converted quotes keep what the
   * customer answered to.
   *
   * @throws NotFoundError; ValidationError; ConflictError while it is being converted or keeps changing.
   */
  async update(input: QuoteUpdateRequest, adminId: string): Promise<QuoteView> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const current = await this.read(input.id);
      if (current.conversion) throw new ConflictError(BEING_CONVERTED);
      if (current.state !== 'open') {
        throw new ValidationError({
          id: [`This quote is ${current.state}, so it can no longer change.`],
        });
      }
      // Like an invoice's update: the quote keeps its VAT terms and its lines their rates.
      const kept = new Map(current.items.map((i) => [i.product_id, i.vat_rate ?? 'standard'] as const));
      const computed = await this.compute(input, kept, termsOf(current));
      if (await this.writeOnce(current, adminId, { ...computed })) return this.get(input.id);
    }
    throw new ConflictError(CHANGED_UNDERNEATH);
  }

  /**
   * The customer accepted an Open quote that has not expired.
   *
   * @throws NotFoundError; ValidationError (not open, expired); ConflictError.
   */
  async accept(id: string, adminId: string, reason?: string | null): Promise<QuoteView> {
    return this.decide(id, adminId, 'accepted', reason ?? null);
  }

  /**
   * The customer declined an Open (even expired) or Accepted quote.
   *
   * @throws NotFoundError; ValidationError (converted or already declined); ConflictError.
   */
  async decline(id: string, adminId: string, reason?: string | null): Promise<QuoteView> {
    return this.decide(id, adminId, 'declined', reason ?? null);
  }

  /**
   * Makes the invoice of an Open (not expired) or Accepted quote: its customer, lines, discount and custom
   * id, nothing paid, `due_date` as given. The quote is first claimed (one conditional write), so a
   * concurrent or repeated conversion gets 409 and makes nothing; the invoice is made with the
   * Idempotency-Key `quote-<id>`, so a conversion taken over after its request died answers the invoice
   * already made. Then the order gets the quote's number and the quote becomes Converted with the
   * invoice's number and id.
   *
   * @throws NotFoundError; ValidationError (declined, expired, a service since made inactive);
   *   ConflictError (already converted, or being converted).
   */
  async convert(id: string, adminId: string, dueDate?: string | null): Promise<QuoteView> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const current = await this.read(id);
      const now = this.deps.clock.now();
      if (current.state === 'converted') {
        throw new ConflictError(`This quote was already converted to invoice #${current.invoice_no}.`);
      }
      if (current.state === 'declined') {
        throw new ValidationError({ id: ['A declined quote cannot be converted.'] });
      }
      if (isExpired(current, this.today())) {
        throw new ValidationError({
          id: [
            `This quote expired on ${humanDate(current.valid_until)}. Extend its valid until date to convert it.`,
          ],
        });
      }
      if (current.quote_no === undefined) throw new ConflictError(CHANGED_UNDERNEATH);
      const running = current.conversion;
      if (running && now.getTime() - new Date(running.at).getTime() < CONVERSION_STALE_MS) {
        throw new ConflictError(BEING_CONVERTED);
      }
      // A conversion taken over keeps its due date: the invoice it may have made was made with it.
      const conversion = { at: now, by: adminId, due_date: running ? running.due_date : (dueDate ?? null) };
      const claimed = await this.deps.quotes.updateOne(
        { _id: id, rev: current.rev },
        { $set: { conversion }, $inc: { rev: 1 } },
      );
      if (claimed.matchedCount === 0) continue;
      const rev = current.rev + 1;
      let invoice: { id: string; invoice_no: number };
      try {
        invoice = await this.deps.invoicing.createInvoice(
          invoiceOf(current, conversion.due_date),
          adminId,
          `quote-${id}`,
        );
      } catch (err) {
        // Refused: no invoice was made, so the quote is free again. After any other error the invoice may
        // exist; the claim stays and a conversion after CONVERSION_STALE_MS answers that invoice.
        if (err instanceof ValidationError) {
          await this.deps.quotes.updateOne(
            { _id: id, rev },
            { $set: { conversion: null }, $inc: { rev: 1 } },
          );
        }
        throw err;
      }
      await this.deps.invoicing.linkQuote(invoice.id, current.quote_no);
      await this.deps.quotes.updateOne(
        { _id: id, rev },
        {
          $set: {
            state: 'converted',
            conversion: null,
            invoice_no: invoice.invoice_no,
            order_id: invoice.id,
            converted_at: now,
            updated_by: adminId,
            updated_at: now,
          },
          $inc: { rev: 1 },
        },
      );
      return this.get(id);
    }
    throw new ConflictError(CHANGED_UNDERNEATH);
  }

  private async decide(
    id: string,
    adminId: string,
    decision: 'accepted' | 'declined',
    reason: string | null,
  ): Promise<QuoteView> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const current = await this.read(id);
      if (current.conversion) throw new ConflictError(BEING_CONVERTED);
      if (current.state === 'converted') {
        throw new ValidationError({
          id: [`This quote was converted to invoice #${current.invoice_no}, so it can no longer change.`],
        });
      }
      if (current.state === decision) {
        throw new ValidationError({ id: [`This quote is already ${decision}.`] });
      }
      if (decision === 'accepted') {
        if (current.state !== 'open')
          throw new ValidationError({ id: ['Only an open quote can be accepted.'] });
        if (isExpired(current, this.today())) {
          throw new ValidationError({
            id: [
              `This quote expired on ${humanDate(current.valid_until)}. Extend its valid until date before accepting it.`,
            ],
          });
        }
      }
      const now = this.deps.clock.now();
      const written = await this.writeOnce(current, adminId, {
        state: decision,
        decided_at: now,
        decided_by: adminId,
        decision_reason: reason || null,
      });
      if (written) return this.get(id);
    }
    throw new ConflictError(CHANGED_UNDERNEATH);
  }

  /** One write of `changes` on the revision read; false when the quote changed since. */
  private async writeOnce(current: QuoteDoc, adminId: string, changes: Partial<QuoteDoc>): Promise<boolean> {
    const now = this.deps.clock.now();
    const { matchedCount } = await this.deps.quotes.updateOne(
      { _id: current._id, rev: current.rev },
      { $set: { ...changes, updated_by: adminId, updated_at: now }, $inc: { rev: 1 } },
    );
    return matchedCount === 1;
  }

  private async read(id: string): Promise<QuoteDoc> {
    const doc = await this.deps.quotes.findOne({ _id: id }).lean<QuoteDoc>();
    if (!doc) throw new NotFoundError('Quote not found.');
    return doc;
  }

  private today(): string {
    return localDateOf(this.deps.clock.now(), this.deps.timeZone);
  }

  /** Numbers the quotes whose request died between recording and numbering them. */
  private async numberStale(): Promise<void> {
    const cutoff = new Date(this.deps.clock.now().getTime() - UNNUMBERED_STALE_MS);
    const stale = await this.deps.quotes
      .find({ unnumbered: true, created_at: { $lt: cutoff } }, { _id: 1 })
      .sort({ created_at: 1 })
      .lean<Array<Pick<QuoteDoc, '_id'>>>();
    for (const q of stale) await this.assignNumber(q._id);
  }

  /**
   * Takes the next quote number and writes it on the quote, if it has none yet. Gives the number back when
   * the quote was numbered by someone else in between and nobody took a later one, so the series keeps no
   * gap.
   */
  private async assignNumber(id: Types.ObjectId): Promise<void> {
    for (let attempt = 1; attempt <= NUMBER_ATTEMPTS; attempt += 1) {
      if (!(await this.deps.quotes.exists({ _id: id, unnumbered: true }))) return;
      const counter = await this.deps.counters
        .findOneAndUpdate({ _id: 'quote' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' })
        .lean();
      const quoteNo = counter!.seq;
      try {
        const { matchedCount } = await this.deps.quotes.updateOne(
          { _id: id, unnumbered: true },
          { $set: { quote_no: quoteNo }, $unset: { unnumbered: 1 } },
        );
        if (matchedCount === 0) await this.giveBack(quoteNo);
        return;
      } catch (err) {
        if (!isDuplicateKey(err, 'quote_no')) throw err;
        // The number is already a quote's: the counter is behind (restored from an older backup). Move it
        // past the highest number in use and take the next.
        const [highest] = await this.deps.quotes
          .find({ quote_no: { $exists: true } }, { quote_no: 1 })
          .sort({ quote_no: -1 })
          .limit(1)
          .lean<Array<Pick<QuoteDoc, 'quote_no'>>>();
        await this.deps.counters.updateOne(
          { _id: 'quote', seq: { $lt: highest?.quote_no ?? 0 } },
          { $set: { seq: highest?.quote_no ?? 0 } },
        );
      }
    }
    throw new ConflictError(CHANGED_UNDERNEATH);
  }

  private async giveBack(quoteNo: number): Promise<void> {
    await this.deps.counters.updateOne({ _id: 'quote', seq: quoteNo }, { $inc: { seq: -1 } });
  }

  /**
   * Every amount in integer pence after the contract has checked the cart's rules (the order's own:
   * discount up to the sub total, at most £10,000,000), and the VAT by the invoices' rule under `terms`.
   * Lines already on the quote (`keep`, with their rates) stay valid if their service was deactivated
   * since; new lines must be active services and take the service's rate.
   */
  private async compute(
    input: QuoteInput,
    keep: ReadonlyMap<string, VatRate>,
    terms: VatTerms,
  ): Promise<Computed> {
    const errors: Record<string, string[]> = {};
    if (input.valid_until < this.today()) errors.valid_until = [PAST_VALID_UNTIL];
    const amounts: Record<string, number> = { discount: input.discount ?? 0 };
    input.items.forEach((item, i) => {
      amounts[`items.${i}.price`] = item.price;
    });
    const pence = poundsToPence(amounts);
    const catalogue = await this.deps.catalogue.findByIds(input.items.map((i) => i.id));
    const lines = saleLinesOf(
      input.items,
      (i) => pence[`items.${i}.price`]!,
      catalogue,
      (id) => keep.has(id),
      errors,
    );
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const { items, total_pence, vat } = applyVat(
      lines.map((line) => ({
        ...line,
        vat_rate: keep.get(line.product_id) ?? catalogue.get(line.product_id)?.vat_rate ?? 'standard',
      })),
      pence.discount!,
      terms,
    );
    const customer = customerSnapshotOf(input.customer);
    return {
      customer,
      items,
      sub_total_pence: lines.reduce((sum, i) => sum + i.total_pence, 0),
      discount_pence: pence.discount!,
      total_pence,
      vat,
      order_custom_id: input.order_custom_id || null,
      valid_until: input.valid_until,
      notes: input.notes || null,
      search_text: [customer.name, customer.email, customer.phone.replace(/\D/g, '')].join(' ').toLowerCase(),
    };
  }
}

/** The invoice a quote becomes: its customer, lines, discount and custom id; nothing paid yet. */
function invoiceOf(q: QuoteDoc, dueDate: string | null): OrderCreateRequest {
  return {
    customer: { ...q.customer },
    items: q.items.map((i) => ({
      id: i.product_id,
      name: i.name,
      price: toPounds(i.price_pence),
      qty: i.qty,
    })),
    discount: toPounds(q.discount_pence),
    payment: 0,
    additional: false,
    order_custom_id: q.order_custom_id,
    due_date: dueDate,
  };
}

/**
 * The `$or` of a list search: a quote number (`Q-000012`, `q12`, `#12`, `12`), any run of a phone's
 * digits (spacing, a leading 0 or +44 ignored) or a literal part of the name or e-mail.
 */
function searchFilter(text: string): Record<string, unknown>[] | undefined {
  const s = text.trim().toLowerCase();
  if (!s) return undefined;
  const or: Record<string, unknown>[] = [{ search_text: { $regex: escapeStringRegexp(s) } }];
  const number = /^(?:q-?|#)?0*(\d{1,9})$/.exec(s);
  if (number) or.push({ quote_no: Number(number[1]) });
  if (/^[+\d][\d\s().-]*$/.test(s)) {
    let digits = s.replace(/\D/g, '');
    if (s.startsWith('+44')) digits = digits.slice(2);
    digits = digits.replace(/^0+/, '');
    if (digits.length >= 3) or.push({ search_text: { $regex: escapeStringRegexp(digits) } });
  }
  return or;
}
