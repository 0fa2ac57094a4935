import type {
  PageMeta,
  QuoteCreateRequest,
  QuoteQuery,
  QuoteUpdateRequest,
  QuoteView,
} from '@voltdesk/contracts';
import {
  CHANGED_SINCE_READ,
  ConflictError,
  NotFoundError,
  optimisticUpdate,
  updateIfUnchanged,
  ValidationError,
  type Clock,
} from '@voltdesk/service-kit';
import { Types } from 'mongoose';
import { localDateOf } from '../shared/periods';
import { termsForNewInvoice, termsOf, type VatSettingsSource } from '../shared/vat';
import { computeQuote, type QuoteCatalogue } from './compute';
import type { JobLookup } from '../shared/job-link';
import { convertQuote, type Invoicing } from './conversion';
import type { QuoteCounterModel, QuoteDoc, QuoteModel, QuoteTrailEntry } from './model';
import { QuoteNumbers } from './numbering';
import { ATTEMPTS, BEING_CONVERTED, CHANGED_UNDERNEATH, expiredMessage } from './rules';
import { listFilter } from './search';
import { isExpired, serializeQuote } from './serializer';

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
  /** The jobs a quote may name (absent: none exists, so naming one is refused). */
  jobs?: JobLookup;
}

const DEFAULT_PER_PAGE = 20;

/**
 * Quotes: made like an invoice (same customer, lines and cart rules), numbered in their own gap-free series
 * (quotes/numbering.ts), valid until a date, then accepted, declined or converted into an invoice in one
 * step (quotes/conversion.ts). Every write is conditional on the revision it was computed from.
 */
export class QuoteService {
  private readonly numbers: QuoteNumbers;

  constructor(private readonly deps: QuoteServiceDeps) {
    this.numbers = new QuoteNumbers(deps);
  }

  /** @throws ValidationError (lines, amounts, a valid-until date before today). */
  async create(input: QuoteCreateRequest, adminId: string): Promise<QuoteView> {
    const terms = await termsForNewInvoice(this.deps.vatSettings);
    const computed = await computeQuote(input, new Map(), { ...this.pricing(), terms });
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
      history: [{ action: 'created', at: now, by: adminId }],
      rev: 0,
      created_by: adminId,
      updated_by: adminId,
      created_at: now,
      updated_at: now,
    });
    await this.numbers.assign(id);
    return this.get(String(id));
  }

  /** @throws NotFoundError for an unknown quote. */
  async get(id: string): Promise<QuoteView> {
    await this.numbers.numberStale();
    return serializeQuote(await this.read(id), this.today());
  }

  /**
   * Newest first, searched by customer name, e-mail or phone (any part of the number, with or without
   * spacing or +44) or by quote number (`Q-000012`, `q12`, `12`), filtered by status; Expired is an Open
   * quote past its valid-until date and Open means one that is not.
   */
  async list(query: QuoteQuery): Promise<{ data: QuoteView[]; meta: PageMeta }> {
    await this.numbers.numberStale();
    const today = this.today();
    const page = query.page ?? 1;
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    const filter = listFilter(query, today);
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
    await this.write(
      input.id,
      adminId,
      async (current) => {
        if (current.conversion) throw new ConflictError(BEING_CONVERTED);
        if (current.state !== 'open') {
          throw new ValidationError({
            id: [`This quote is ${current.state}, so it can no longer change.`],
          });
        }
        // Like an invoice's update: the quote keeps its VAT terms and its lines their rates.
        const kept = new Map(current.items.map((i) => [i.product_id, i.vat_rate ?? 'standard'] as const));
        return computeQuote(input, kept, { ...this.pricing(), terms: termsOf(current) });
      },
      'updated',
    );
    return this.get(input.id);
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

  /** Makes the quote's invoice (quotes/conversion.ts) and answers the quote, Converted. */
  async convert(id: string, adminId: string, dueDate?: string | null): Promise<QuoteView> {
    const { quotes, invoicing, clock } = this.deps;
    const deps = { quotes, invoicing, clock, today: () => this.today(), read: (q: string) => this.read(q) };
    await convertQuote(deps, id, adminId, dueDate ?? null);
    return this.get(id);
  }

  private async decide(
    id: string,
    adminId: string,
    decision: 'accepted' | 'declined',
    reason: string | null,
  ): Promise<QuoteView> {
    await this.write(
      id,
      adminId,
      async (current) => {
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
            throw new ValidationError({ id: [expiredMessage(current, 'before accepting it')] });
          }
        }
        const now = this.deps.clock.now();
        return { state: decision, decided_at: now, decided_by: adminId, decision_reason: reason || null };
      },
      decision,
      reason || null,
    );
    return this.get(id);
  }

  /**
   * Writes the `changes` that `decide` computes from the quote read, on the revision read, reading again
   * when the quote changed since (up to ATTEMPTS).
   *
   * @throws what `decide` throws; NotFoundError; ConflictError when the quote keeps changing.
   */
  private async write(
    id: string,
    adminId: string,
    decide: (current: QuoteDoc) => Promise<Partial<QuoteDoc>>,
    action: QuoteTrailEntry['action'],
    reason?: string | null,
  ): Promise<void> {
    await optimisticUpdate({
      read: () => this.read(id),
      write: async (current) => {
        const changes = await decide(current);
        const now = this.deps.clock.now();
        const entry: QuoteTrailEntry = {
          action,
          at: now,
          by: adminId,
          ...(reason !== undefined ? { reason } : {}),
        };
        const written = await updateIfUnchanged(this.deps.quotes, current, {
          $set: { ...changes, updated_by: adminId, updated_at: now },
          $push: { history: entry },
          $inc: { rev: 1 },
        });
        return written ? undefined : CHANGED_SINCE_READ;
      },
      attempts: ATTEMPTS,
      conflict: CHANGED_UNDERNEATH,
    });
  }

  private async read(id: string): Promise<QuoteDoc> {
    const doc = await this.deps.quotes.findOne({ _id: id }).lean<QuoteDoc>();
    if (!doc) throw new NotFoundError('Quote not found.');
    return doc;
  }

  private today(): string {
    return localDateOf(this.deps.clock.now(), this.deps.timeZone);
  }

  private pricing() {
    return { catalogue: this.deps.catalogue, today: this.today(), jobs: this.deps.jobs };
  }
}
