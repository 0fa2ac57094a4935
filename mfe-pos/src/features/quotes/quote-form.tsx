import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { ProductView, QuoteCreateRequest } from '@voltdesk/contracts';
import type { FirstErrors } from '@voltdesk/app-core';
import { TextField, useSubmitOnce } from '@voltdesk/app-core/forms';
import { CustomerFields } from '../../shared/customer-fields';
import { clearedByNewPhone, type FilledCustomer } from '../../shared/sale-form';
import { Card } from '../../shared/page';
import { ServicesCard } from '../../shared/services-card';
import { lineOfService, saleTotalsOf, type SaleVatTerms } from '../../shared/sale-vat';
import { SaleLines } from '../../shared/sale-vat-figures';
import { buildQuote, type QuoteFormValues } from './quote-form-model';
import { useOrderFormDataQuery } from './quotes-api';

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
  onSubmit: (quote: QuoteCreateRequest) => Promise<FirstErrors | null>;
}

/** Fields shown under their own input; anything else the server names is listed above the lines. */
const SHOWN =
  /^(customer\.(phone|name|email|address)|items(\.\d+\.(id|price|qty))?|valid_until|order_custom_id|notes|discount)$/;

/**
 * The quote form: made like an invoice (customer, services from the POS grid, lines with editable price
 * and qty, discount) with a valid-until date and notes instead of payment fields. Amounts on screen are
 * integer pence; the contract's schema checks it before it is sent, with svc-pos's own words.
 */
export function QuoteForm({
  initial,
  schemaId,
  quoteId,
  submitLabel,
  busy,
  vatTerms = null,
  onSubmit,
}: QuoteFormProps) {
  const [values, setValues] = useState<QuoteFormValues>(initial);
  const [errors, setErrors] = useState<FirstErrors>({});
  const submitOnce = useSubmitOnce();
  const formData = useOrderFormDataQuery();
  /** What the last picked phone filled in. */
  const picked = useRef<FilledCustomer>({});
  /** The rates of the lines as quoted: svc-pos keeps them for a line put back on the quote. */
  const keptRates = useMemo(() => new Map(initial.items.map((l) => [l.id, l.rate])), [initial.items]);
  const totals = useMemo(
    () => saleTotalsOf(values.items, values.discount, vatTerms),
    [values.items, values.discount, vatTerms],
  );
  const inCart = useMemo(() => new Set(values.items.map((l) => l.id)), [values.items]);
  const customers = formData.data?.customers ?? [];

  const set = (field: keyof QuoteFormValues, value: string, errorKey: string = field) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [errorKey]: _gone, ...rest }) => rest);
  };
  const clearLines = () =>
    setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => !k.startsWith('items'))));

  /**
   * Picking a known customer's phone fills their details; another phone first takes out what the pick
   * filled (unless the clerk changed it), as the POS form does.
   */
  const onPhone = (phone: string) => {
    const known = customers.find((c) => c.phone === phone.trim());
    const filled = picked.current;
    const fill = known ? { name: known.name, email: known.email, address: known.address ?? '' } : {};
    picked.current = fill;
    setValues((v) => ({ ...v, phone, ...clearedByNewPhone(v, filled), ...fill }));
    setErrors(({ 'customer.phone': _gone, ...rest }) => rest);
  };

  const add = (service: ProductView) => {
    if (inCart.has(service.id)) return;
    setValues((v) => ({ ...v, items: [...v.items, lineOfService(service, keptRates)] }));
    clearLines();
  };
  const updateLine = (index: number, field: 'price' | 'qty', value: string) => {
    setValues((v) => ({ ...v, items: v.items.map((l, i) => (i === index ? { ...l, [field]: value } : l)) }));
    setErrors(({ [`items.${index}.${field}`]: _gone, ...rest }) => rest);
  };
  const removeLine = (index: number) => {
    setValues((v) => ({ ...v, items: v.items.filter((_, i) => i !== index) }));
    clearLines();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    return submitOnce(async () => {
      const built = buildQuote(values, schemaId, quoteId);
      if (!built.ok) {
        setErrors(built.errors);
        return false;
      }
      const refused = await onSubmit(built.quote);
      setErrors(refused ?? {});
      // A saved quote is not sent again from this form: the page moves on to the quote.
      return !refused;
    });
  };

  const other = Object.entries(errors).filter(([k]) => !SHOWN.test(k));

  return (
    <form
      className="pos-quote-form"
      aria-label="Quote"
      noValidate
      onSubmit={submit}
      // Enter in a box (a search, a qty) never saves the quote: only the button does.
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
      }}
    >
      <Card title="Customer">
        <div className="pos-fields">
          <CustomerFields
            values={values}
            customers={customers}
            errorOf={(key) => errors[key]}
            onPhone={onPhone}
            onChange={(field, v) => set(field, v, `customer.${field}`)}
          />
          <TextField
            label="Valid Until"
            name="valid_until"
            type="date"
            value={values.valid_until}
            onChange={(v) => set('valid_until', v)}
            error={errors.valid_until}
          />
          <TextField
            label="Custom Order ID"
            name="order_custom_id"
            value={values.order_custom_id}
            onChange={(v) => set('order_custom_id', v)}
            error={errors.order_custom_id}
          />
        </div>
      </Card>

      <div className="pos-quote-form__main">
        <ServicesCard formData={formData} inCart={inCart} onAdd={add} />

        <Card title="Quote lines">
          <SaleLines
            caption="Quote lines"
            lines={values.items}
            totals={totals}
            vatTerms={vatTerms}
            errorOf={(key) => errors[key]}
            otherErrors={other}
            onChangeLine={updateLine}
            onRemoveLine={removeLine}
            discount={values.discount}
            onDiscount={(v) => set('discount', v)}
            testIdPrefix="quote-"
          />
          <TextField
            label="Notes"
            name="notes"
            multiline
            value={values.notes}
            onChange={(v) => set('notes', v)}
            error={errors.notes}
          />
          <div className="pos-quote-form__submit">
            <button type="submit" className="vd-btn" disabled={busy}>
              {submitLabel}
            </button>
          </div>
        </Card>
      </div>
    </form>
  );
}
