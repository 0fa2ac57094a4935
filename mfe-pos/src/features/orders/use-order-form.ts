import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { LineEditField } from '../../shared/cart-line-row';
import type { RatedLine } from '../../shared/sale-vat';
import type { ProductView } from '@voltdesk/contracts';
import { useSubmitOnce } from '@voltdesk/app-core/forms';
import { poundsToPence } from '../../shared/money';
import { lineOfService } from '../../shared/sale-vat';
import { buildOrder, totalsOf, type OrderFormValues } from './order-form-model';
import type { OrderFormProps } from './order-form-props';
import { useOrderFormErrors } from './use-order-form-errors';
import { usePhoneLookup } from './use-phone-lookup';

/** The fields whose message shows as the clerk types (amounts and counts); the rest when they leave it. */
const LIVE = /^(discount|payment|alert|items\.\d+\.(price|qty))$/;

/** Sets one value of the form; `errorKey` is the message's field path when it is not the value's name. */
export type SetOrderField = <K extends keyof OrderFormValues>(
  field: K,
  value: OrderFormValues[K],
  errorKey?: string,
) => void;

/**
 * The state of the order form: its values, the contract's check of them (the request body once valid),
 * their messages, the cart's edits and the submit. Every amount is computed in integer pence.
 */
export function useOrderForm({ initial, schemaId, orderId, busy, lock, vatTerms, onSubmit }: OrderFormProps) {
  const [values, setValues] = useState<OrderFormValues>(initial);
  const submitOnce = useSubmitOnce();
  const formRef = useRef<HTMLFormElement>(null);
  /** The rates of the lines as invoiced: svc-pos keeps them for a line put back on the invoice. */
  const keptRates = useMemo(() => new Map(initial.items.map((l) => [l.id, l.rate])), [initial.items]);
  const paidBefore = orderId ? poundsToPence(Number(initial.payment) || 0) : 0;
  const terms = vatTerms ?? null;
  const totals = useMemo(() => totalsOf(values, terms), [values, terms]);
  const inCart = useMemo(() => new Set(values.items.map((l) => l.id)), [values.items]);
  const check = useMemo(
    () => buildOrder(values, schemaId, orderId, paidBefore, terms),
    [values, schemaId, orderId, paidBefore, terms],
  );
  const messages = useOrderFormErrors(check.ok ? {} : check.errors);
  const { clear, touch, clearItemErrors, setServer, setSubmitted } = messages;

  const set: SetOrderField = (field, value, errorKey = field) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(errorKey);
    if (LIVE.test(errorKey)) touch(errorKey);
  };
  const onPhone = usePhoneLookup(initial.phone, setValues, clear);

  const addService = (service: ProductView) => {
    if (lock?.lines || inCart.has(service.id)) return;
    setValues((v) => ({ ...v, items: [...v.items, lineOfService(service, keptRates)] }));
    clearItemErrors();
  };
  /** A free-text or material line (the line picker). */
  const addLine = (line: RatedLine) => {
    if (lock?.lines) return;
    setValues((v) => ({ ...v, items: [...v.items, line] }));
    clearItemErrors();
  };
  const updateLine = (index: number, field: LineEditField, value: string) => {
    setValues((v) => ({ ...v, items: v.items.map((l, i) => (i === index ? { ...l, [field]: value } : l)) }));
    clear(`items.${index}.${field}`);
    touch(`items.${index}.${field}`);
  };
  const removeLine = (index: number) => {
    setValues((v) => ({ ...v, items: v.items.filter((_, i) => i !== index) }));
    clearItemErrors();
  };

  /** After a refused submit, the first field with a message takes the focus. */
  const focusFirstProblem = () =>
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || lock?.everything) return;
    return submitOnce(async () => {
      setSubmitted(true);
      setServer({});
      if (!check.ok) {
        focusFirstProblem();
        return false;
      }
      const failed = await onSubmit(check.order);
      setServer(failed ?? {});
      if (failed && Object.keys(failed).length) focusFirstProblem();
      if (failed) return false;
      setSubmitted(false);
      // A taken invoice is not sent again from this form: the page moves on (a fresh form, or the list).
      return true;
    });
  };

  const cart = { inCart, addService, addLine, updateLine, removeLine };
  return { values, set, onPhone, totals, paidBefore, messages, cart, formRef, submit };
}
