import type { FirstErrors } from '@voltdesk/app-core';
import { ServicesCard } from '../../shared/services-card';
import { LinePicker } from '../../shared/line-picker';
import { useSaleMaterialsQuery } from '../../shared/line-materials-api';
import type { SaleVatTerms } from '../../shared/sale-vat';
import type { QuoteFormRequest, QuoteFormValues } from './quote-form-model';
import { QuoteCustomerCard } from './quote-customer-card';
import { QuoteLinesCard } from './quote-lines-card';
import { useQuoteForm } from './use-quote-form';

export interface QuoteFormProps {
  initial: QuoteFormValues;
  schemaId: 'pos.quotes.create' | 'pos.quotes.update';
  quoteId?: string;
  submitLabel: string;
  busy: boolean;
  /**
   * Whether the quote charges VAT and how its prices are typed (new quote: the settings; edit: as it was
   * made). The form then shows each line's rate and VAT, Net and VAT, and a VAT-inclusive total, as the
   * POS form does for an invoice.
   */
  vatTerms?: SaleVatTerms;
  /** Saves the quote; resolves to null on success or to the server's first message per field. */
  onSubmit: (quote: QuoteFormRequest) => Promise<FirstErrors | null>;
}

/**
 * The quote form: made like an invoice (customer, services from the POS grid, lines with editable price
 * and qty, discount) with a valid-until date and notes instead of payment fields. Amounts on screen are
 * integer pence; the contract's schema checks it before it is sent, with svc-pos's own words.
 */
export function QuoteForm({ submitLabel, busy, vatTerms = null, ...rest }: QuoteFormProps) {
  const form = useQuoteForm({ ...rest, busy, vatTerms });
  const materials = useSaleMaterialsQuery({});
  return (
    <form
      className="pos-quote-form"
      aria-label="Quote"
      noValidate
      onSubmit={form.submit}
      // Enter in a box (a search, a qty) never saves the quote: only the button does.
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
      }}
    >
      <QuoteCustomerCard
        values={form.values}
        errors={form.errors}
        customers={form.customers}
        onPhone={form.onPhone}
        onChange={form.set}
      />
      <div className="pos-quote-form__main">
        <div className="pos-sale-add">
          <ServicesCard formData={form.formData} inCart={form.inCart} onAdd={form.add} />
          <LinePicker materials={materials.data ?? []} onAdd={form.addLine} />
        </div>
        <QuoteLinesCard
          values={form.values}
          errors={form.errors}
          otherErrors={form.otherErrors}
          totals={form.totals}
          vatTerms={vatTerms}
          onChangeLine={form.updateLine}
          onRemoveLine={form.removeLine}
          onChange={form.set}
          submitLabel={submitLabel}
          busy={busy}
        />
      </div>
    </form>
  );
}
