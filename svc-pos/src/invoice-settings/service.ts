import {
  normalizeVatNumber,
  type InvoiceSettingsUpdateRequest,
  type InvoiceSettingsView,
} from '@voltdesk/contracts';
import type { Clock } from '@voltdesk/service-kit';
import type { InvoiceSettingsDoc, InvoiceSettingsModel } from './model';

const ID = 'invoice';

/** What an invoice being issued needs to know: whether to charge VAT, the number, how prices are typed. */
export interface VatSettings {
  vat_registered: boolean;
  vat_number: string | null;
  prices_include_vat: boolean;
}

/** Before the first save: not registered, prices as typed are what the customer pays. */
const DEFAULTS: VatSettings = { vat_registered: false, vat_number: null, prices_include_vat: true };

export class InvoiceSettingsService {
  constructor(private readonly deps: { settings: InvoiceSettingsModel; clock: Clock }) {}

  /** The settings new invoices follow (each invoice keeps its own copy once issued). */
  async current(): Promise<VatSettings> {
    const doc = await this.deps.settings.findById(ID).lean<InvoiceSettingsDoc>();
    return doc
      ? {
          vat_registered: doc.vat_registered,
          vat_number: doc.vat_number ?? null,
          prices_include_vat: doc.prices_include_vat,
        }
      : DEFAULTS;
  }

  async get(): Promise<InvoiceSettingsView> {
    const doc = await this.deps.settings.findById(ID).lean<InvoiceSettingsDoc>();
    return view(doc);
  }

  /** Whether a quote accepted online becomes an invoice at once. */
  async invoiceAcceptedQuotes(): Promise<boolean> {
    const doc = await this.deps.settings.findById(ID).lean<InvoiceSettingsDoc>();
    return doc?.invoice_accepted_quotes ?? false;
  }

  /**
   * Since when monthly statements are on (the moment they were last turned on), or null while they are
   * off: a month's statements go only if they were on by its 1st.
   */
  async statementsSince(): Promise<Date | null> {
    const doc = await this.deps.settings.findById(ID).lean<InvoiceSettingsDoc>();
    return doc?.monthly_statements ? (doc.monthly_statements_since ?? null) : null;
  }

  /**
   * Saves them as sent (the contract has checked the number and that a registered business has one).
   * `monthly_statements` absent leaves statements as they are; turning them on records when.
   */
  async update(input: InvoiceSettingsUpdateRequest, adminId: string): Promise<InvoiceSettingsView> {
    const number = input.vat_number ? normalizeVatNumber(input.vat_number) : null;
    const now = this.deps.clock.now();
    const statements: Partial<InvoiceSettingsDoc> = {};
    if (input.monthly_statements !== undefined) {
      const before = await this.deps.settings.findById(ID).lean<InvoiceSettingsDoc>();
      statements.monthly_statements = input.monthly_statements;
      if (!input.monthly_statements) statements.monthly_statements_since = null;
      else if (!before?.monthly_statements) statements.monthly_statements_since = now;
    }
    const doc = await this.deps.settings
      .findOneAndUpdate(
        { _id: ID },
        {
          $set: {
            vat_registered: input.vat_registered,
            vat_number: number,
            prices_include_vat: input.prices_include_vat,
            ...(input.invoice_accepted_quotes !== undefined
              ? { invoice_accepted_quotes: input.invoice_accepted_quotes }
              : {}),
            ...statements,
            updated_by: adminId,
            updated_at: now,
          },
        },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<InvoiceSettingsDoc>();
    return view(doc);
  }
}

function view(doc: InvoiceSettingsDoc | null): InvoiceSettingsView {
  if (!doc)
    return { ...DEFAULTS, invoice_accepted_quotes: false, monthly_statements: false, updated_at: null };
  return {
    vat_registered: doc.vat_registered,
    vat_number: doc.vat_number ?? null,
    prices_include_vat: doc.prices_include_vat,
    invoice_accepted_quotes: doc.invoice_accepted_quotes ?? false,
    monthly_statements: doc.monthly_statements ?? false,
    updated_at: doc.updated_at ? new Date(doc.updated_at).toISOString() : null,
  };
}
