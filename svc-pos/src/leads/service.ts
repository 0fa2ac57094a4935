import type {
  CustomerView,
  LeadConversionView,
  LeadCreateRequest,
  LeadQuery,
  LeadQuoteRequest,
  LeadStatus,
  LeadView,
  PageMeta,
  QuoteCreateRequest,
  QuoteView,
} from '@voltdesk/contracts';
import { formatQuoteNo } from '@voltdesk/contracts';
import {
  ConflictError,
  findPage,
  makeEvent,
  NotFoundError,
  ValidationError,
  withEvents,
  type Clock,
  type ImageStore,
  type RateLimiter,
  type UploadedFile,
} from '@voltdesk/service-kit';
import { Types } from 'mongoose';
import { EVENT_SOURCE } from '../shared/event-source';
import type { LeadDoc, LeadFormTokenModel, LeadModel } from './model';
import { storePhotos } from './photos';
import { serializeLead } from './serializer';
import { checkFormAge, checkHoneypot } from './spam';

/** The customer a lead's quote is for, as the customers feature finds or makes it (wired in app.ts). */
export interface LeadCustomers {
  /** The customer with this e-mail (any case), else with this phone, else a new one from the details. */
  matchOrCreate(details: {
    name: string;
    phone: string;
    email: string;
    address: string;
  }): Promise<{ customer: CustomerView; created: boolean }>;
}

/** How a lead's quote is made, by the quotes feature (wired in app.ts). */
export interface LeadQuoting {
  createQuote(input: QuoteCreateRequest, adminId: string): Promise<QuoteView>;
}

export interface LeadServiceDeps {
  leads: LeadModel;
  tokens: LeadFormTokenModel;
  photos: ImageStore;
  /** Requests per client address (insertLead). */
  requestLimiter: RateLimiter;
  /** Forms opened per client address (leadFormToken). */
  tokenLimiter: RateLimiter;
  customers: LeadCustomers;
  quoting: LeadQuoting;
  clock: Clock;
}

const DEFAULT_PER_PAGE = 20;
/** A quote claim older than this was left by a request that died; another may take the lead over. */
const QUOTING_CLAIM_MS = 60_000;
const QUOTE_NOTES_MAX = 2000;

/** "Site: 4 Elm Road, SW1A 1AA" and what was asked, as the quote's notes start. */
export function quoteNotesOf(lead: Pick<LeadView, 'address' | 'postcode' | 'service' | 'description'>) {
  const text = `Site: ${lead.address}, ${lead.postcode}\nRequested: ${lead.service}\n${lead.description}`;
  return text.length > QUOTE_NOTES_MAX ? `${text.slice(0, QUOTE_NOTES_MAX - 1)}…` : text;
}

/**
 * Leads: a visitor's job request from the site (behind the spam rules), kept with its photos and sent on
 * as `lead.received` in the same write (svc-notify confirms it to the visitor and tells the owner); then
 * worked at the POS: a customer found or made for it, a quote made from it (the lead becomes Quoted), and
 * marked Won or Lost.
 */
export class LeadService {
  constructor(private readonly deps: LeadServiceDeps) {}

  /** @throws TooManyRequestsError when the address opened too many forms this hour. */
  async issueFormToken(ip: string): Promise<string> {
    const now = this.deps.clock.now();
    await this.deps.tokenLimiter.hit(ip, now);
    const token = await this.deps.tokens.create({ issued_at: now });
    return String(token._id);
  }

  /**
   * @throws TooManyRequestsError (the address's budget), ValidationError (honeypot, the form's age, the
   *   photos).
   */
  async receive(body: LeadCreateRequest, files: UploadedFile[], ip: string): Promise<{ id: string }> {
    const now = this.deps.clock.now();
    await this.deps.requestLimiter.hit(ip, now);
    checkHoneypot(body.website);
    checkFormAge(await this.deps.tokens.findById(body.form_token).lean(), now);
    const photos = await storePhotos(this.deps.photos, files);
    const id = new Types.ObjectId();
    const fields = {
      service: body.service,
      description: body.description,
      address: body.address,
      postcode: body.postcode.toUpperCase(),
      preferred_days: body.preferred_days,
      photos,
      name: body.name,
      phone: body.phone,
      email: body.email,
    };
    const event = makeEvent(
      EVENT_SOURCE,
      'lead.received',
      String(id),
      { id: String(id), ...fields, created_at: now.toISOString() },
      now,
    );
    await this.deps.leads.create({
      _id: id,
      status: 'new',
      ...fields,
      customer_id: null,
      quote_id: null,
      quote_no: null,
      quoting_at: null,
      status_changed_at: null,
      status_changed_by: null,
      created_at: now,
      updated_at: now,
      ...withEvents(event),
    });
    // One form, one request: sending it again needs the page reloaded.
    await this.deps.tokens.deleteOne({ _id: body.form_token });
    return { id: String(id) };
  }

  /** @throws NotFoundError */
  async get(id: string): Promise<LeadView> {
    return serializeLead(await this.read(id));
  }

  /** Newest first, by status, searched by name, e-mail, phone or postcode (any part, any case). */
  async list(query: LeadQuery): Promise<{ data: LeadView[]; meta: PageMeta }> {
    const { docs, meta } = await findPage(
      this.deps.leads,
      { page: query.page, per_page: query.per_page ?? DEFAULT_PER_PAGE, search: query.search },
      {
        searchIn: ['name', 'email', 'phone', 'postcode'],
        sort: { created_at: -1, _id: -1 },
        filter: query.status ? { status: query.status } : {},
      },
    );
    return { data: (docs as LeadDoc[]).map(serializeLead), meta };
  }

  /**
   * The owner's mark. Quoted comes with a quote (`quote`): a lead without one cannot be marked Quoted.
   *
   * @throws NotFoundError; ValidationError on `status`.
   */
  async setStatus(id: string, status: LeadStatus, adminId: string): Promise<LeadView> {
    const lead = await this.read(id);
    if (status === 'quoted' && !lead.quote_id) {
      throw new ValidationError({ status: ['A lead becomes quoted when a quote is made from it.'] });
    }
    const now = this.deps.clock.now();
    const doc = await this.deps.leads
      .findOneAndUpdate(
        { _id: id },
        { $set: { status, status_changed_at: now, status_changed_by: adminId, updated_at: now } },
        { returnDocument: 'after' },
      )
      .lean<LeadDoc>();
    if (!doc) throw new NotFoundError('Lead not found.');
    return serializeLead(doc);
  }

  /** The customer for the lead's quote (found by e-mail or phone, or made now) and the notes it starts with. */
  async convert(id: string): Promise<LeadConversionView> {
    const lead = await this.read(id);
    const { customer, created } = await this.deps.customers.matchOrCreate({
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      address: `${lead.address}, ${lead.postcode}`,
    });
    const doc = await this.deps.leads
      .findOneAndUpdate(
        { _id: id },
        { $set: { customer_id: customer.id, updated_at: this.deps.clock.now() } },
        { returnDocument: 'after' },
      )
      .lean<LeadDoc>();
    if (!doc) throw new NotFoundError('Lead not found.');
    const view = serializeLead(doc);
    return { lead: view, customer, created, notes: quoteNotesOf(view) };
  }

  /**
   * Makes the lead's quote and marks the lead Quoted with it. One quote per lead: the lead is claimed
   * first (a conditional write), so a second request, even a concurrent one, makes no second quote.
   *
   * @throws NotFoundError; ConflictError when the lead already has a quote or one is being made;
   *   ValidationError from the quote.
   */
  async quote(body: LeadQuoteRequest, adminId: string): Promise<{ lead: LeadView; quote: QuoteView }> {
    const { lead_id: id, ...input } = body;
    const lead = await this.read(id);
    if (lead.quote_id) {
      throw new ConflictError(`This lead already has quote ${formatQuoteNo(lead.quote_no ?? 0)}.`);
    }
    const now = this.deps.clock.now();
    const claimed = await this.deps.leads.updateOne(
      {
        _id: id,
        quote_id: null,
        $or: [{ quoting_at: null }, { quoting_at: { $lt: new Date(now.getTime() - QUOTING_CLAIM_MS) } }],
      },
      { $set: { quoting_at: now } },
    );
    if (claimed.modifiedCount !== 1) throw new ConflictError('A quote is being made from this lead.');
    let quote: QuoteView;
    try {
      quote = await this.deps.quoting.createQuote(input, adminId);
    } catch (err) {
      await this.deps.leads.updateOne({ _id: id, quoting_at: now }, { $set: { quoting_at: null } });
      throw err;
    }
    const done = this.deps.clock.now();
    const doc = await this.deps.leads
      .findOneAndUpdate(
        { _id: id },
        {
          $set: {
            status: 'quoted',
            quote_id: quote.id,
            quote_no: quote.quote_no,
            quoting_at: null,
            status_changed_at: done,
            status_changed_by: adminId,
            updated_at: done,
          },
        },
        { returnDocument: 'after' },
      )
      .lean<LeadDoc>();
    if (!doc) throw new NotFoundError('Lead not found.');
    return { lead: serializeLead(doc), quote };
  }

  private async read(id: string): Promise<LeadDoc> {
    const doc = await this.deps.leads.findById(id).lean<LeadDoc>();
    if (!doc) throw new NotFoundError('Lead not found.');
    return doc;
  }
}
