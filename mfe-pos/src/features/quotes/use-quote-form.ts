import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { LineEditField } from '../../shared/cart-line-row';
import type { RatedLine } from '../../shared/sale-vat';
import type { ProductView } from '@voltdesk/contracts';
import type { FirstErrors } from '@voltdesk/app-core';
import { useSubmitOnce } from '@voltdesk/app-core/forms';
import { clearedByNewPhone, type FilledCustomer } from '../../shared/sale-form';
import { lineOfService, saleTotalsOf, type SaleVatTerms } from '../../shared/sale-vat';
import { buildQuote, type QuoteFormRequest, type QuoteFormValues } from './quote-form-model';
import { useOrderFormDataQuery } from './quotes-api';

/** Fields shown under their own input; anything else the server names is listed above the lines. */
const SHOWN =
  /^(customer\.(phone|name|email|address)|items(\.\d+\.(id|price|qty))?|valid_until|order_custom_id|notes|discount|deposit\.(kind|value))$/;

export interface QuoteFormOptions {
  initial: QuoteFormValues;
  schemaId: 'pos.quotes.create' | 'pos.quotes.update';
  quoteId?: string | undefined;
  busy: boolean;
  vatTerms: SaleVatTerms;
  /** Saves the quote; resolves to null on success or to the server's first message per field. */
  onSubmit: (quote: QuoteFormRequest) => Promise<FirstErrors | null>;
}

/**
 * The quote form's state: the values as typed, the messages per field, the totals, and what each box,
 * card and button does to them (a field's message goes when it changes).
 */
export function useQuoteForm({ initial, schemaId, quoteId, busy, vatTerms, onSubmit }: QuoteFormOptions) {
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

  // The deposit's boxes carry the contract's field paths' messages (`deposit.value`).
  const set = (
    field: keyof QuoteFormValues,
    value: string,
    errorKey: string = field.replace(/^deposit_/, 'deposit.'),
  ) => {
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
  /** A free-text or material line (the line picker). */
  const addLine = (line: RatedLine) => {
    setValues((v) => ({ ...v, items: [...v.items, line] }));
    clearLines();
  };
  const updateLine = (index: number, field: LineEditField, value: string) => {
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
      const built = buildQuote(values, schemaId, quoteId, totals.total);
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

  const otherErrors = Object.entries(errors).filter(([k]) => !SHOWN.test(k));
  return {
    values,
    errors,
    otherErrors,
    totals,
    inCart,
    customers,
    formData,
    set,
    onPhone,
    add,
    addLine,
    updateLine,
    removeLine,
    submit,
  };
}
