import { useMemo, useState, type ComponentType } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { LeadConversionView, RequestInputOf } from '@voltdesk/contracts';
import {
  newIdempotencyKey,
  normalizeError,
  toastError,
  toastSuccess,
  useDocumentTitle,
  type FirstErrors,
} from '@voltdesk/app-core';
import { useInvoiceSettingsQuery } from '../../shared/invoice-settings-api';
import { PageHeader } from '../../shared/page';
import { vatTermsOfSettings, type SaleVatTerms } from '../../shared/sale-vat';
import { useConvertLeadMutation, useQuoteLeadMutation } from './leads-api';

/** What the lead fills in the quote form: the customer and the notes (the site address first). */
interface FilledByLead {
  phone: string;
  name: string;
  email: string;
  address: string;
  notes: string;
}

/**
 * The quote form, handed in by the routes (it belongs to the quotes feature): started with `initial`,
 * saving through `onSubmit`.
 */
export interface QuoteFormSlot<V extends FilledByLead> {
  QuoteForm: ComponentType<{
    initial: V;
    schemaId: 'pos.quotes.create';
    submitLabel: string;
    busy: boolean;
    vatTerms?: SaleVatTerms;
    onSubmit: (quote: RequestInputOf<'pos.quotes.create'>) => Promise<FirstErrors | null>;
  }>;
  /** A new quote's values (valid for 30 days, no lines). */
  emptyQuote: () => V;
}

/** The form's values from a new quote's and the conversion (customer found or made, notes). */
export function filledFrom<V extends FilledByLead>(empty: V, conversion: LeadConversionView): V {
  const { customer, notes } = conversion;
  return {
    ...empty,
    phone: customer.phone,
    name: customer.name,
    email: customer.email,
    address: customer.address ?? '',
    notes,
  };
}

/**
 * The quote of a lead (`leadquote/:id`), opened by the lead's "Create quote": the quote form filled with
 * the customer and the site address; saved, svc-pos makes the quote and the lead becomes Quoted, and the
 * quote's page opens. Opened without the conversion (a reload), it asks for it first.
 */
export function LeadQuotePage<V extends FilledByLead>({ QuoteForm, emptyQuote }: QuoteFormSlot<V>) {
  useDocumentTitle('New Quote from Lead');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const passed = (location.state as { conversion?: LeadConversionView } | null)?.conversion;
  const [convert, converted] = useConvertLeadMutation();
  const conversion = passed ?? converted.data?.data;
  const [quoteLead, { isLoading }] = useQuoteLeadMutation();
  // One save of this page is one quote, whatever the clicks or retries (a refused save frees the key).
  const [idempotencyKey] = useState(newIdempotencyKey);
  const settings = useInvoiceSettingsQuery();
  const vatTerms = useMemo(() => vatTermsOfSettings(settings.data), [settings.data]);
  const initial = useMemo(
    () => (conversion ? filledFrom(emptyQuote(), conversion) : null),
    [conversion, emptyQuote],
  );
  const save = async (quote: RequestInputOf<'pos.quotes.create'>) => {
    try {
      const res = await quoteLead({ request: { ...quote, lead_id: id }, idempotencyKey }).unwrap();
      toastSuccess(res.message ?? 'Quote created');
      navigate(`../quote/${res.data.quote_id}`);
      return null;
    } catch (error) {
      const e = normalizeError(error as Parameters<typeof normalizeError>[0]);
      toastError(e.status === 422 ? 'Please check the quote.' : (e.message ?? 'Something went wrong!'));
      return e.fields;
    }
  };
  return (
    <div className="pos-screen">
      <PageHeader title="New Quote from Lead" />
      {initial ? (
        <QuoteForm
          initial={initial}
          schemaId="pos.quotes.create"
          submitLabel="Save Quote"
          busy={isLoading}
          vatTerms={vatTerms}
          onSubmit={save}
        />
      ) : (
        <button
          type="button"
          className="vd-btn"
          disabled={converted.isLoading}
          onClick={() =>
            void convert({ id })
              .unwrap()
              .catch(() => toastError('This lead could not be read.'))
          }
        >
          Find the customer and start the quote
        </button>
      )}
    </div>
  );
}
