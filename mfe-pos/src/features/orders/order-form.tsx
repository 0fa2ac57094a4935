import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ProductView } from '@voltdesk/contracts';
import type { FirstErrors } from '@voltdesk/app-core';
import { Spinner } from '@voltdesk/app-core/ui';
import { TextField, useSubmitOnce } from '@voltdesk/app-core/forms';
import { withoutFields } from '../../shared/form-errors';
import { formatPence, poundsToPence } from '../../shared/money';
import { CustomerFields } from '../../shared/customer-fields';
import { clearedByNewPhone, type FilledCustomer } from '../../shared/sale-form';
import { Card } from '../../shared/page';
import { ServicesCard } from '../../shared/services-card';
import { lineOfService, type SaleVatTerms } from '../../shared/sale-vat';
import { SaleLines } from '../../shared/sale-vat-figures';
import {
  buildOrder,
  takesMoney,
  totalsOf,
  type OrderFormRequest,
  type OrderFormValues,
} from './order-form-model';
import { PAID_PAYMENT_LOCKED, type OrderLock } from './order-locks';
import { useLazyCustomerByPhoneQuery, useOrderFormDataQuery } from './orders-api';
import { isPaymentMethod, PAYMENT_METHOD_OPTIONS } from './payment-methods';
import './orders.css';

/** How long the phone box waits after the last key before looking the customer up. */
export const PHONE_LOOKUP_DELAY_MS = 400;
const LOOKUP_PHONE = /^\+?[0-9][0-9 ().-]{5,29}$/;

export interface OrderFormProps {
  initial: OrderFormValues;
  schemaId: 'pos.orders.create' | 'pos.orders.update';
  /** The order being updated. */
  orderId?: string;
  submitLabel: string;
  busy: boolean;
  /**
   * What of the order can no longer change (Order update of a fully paid or credited invoice): those
   * inputs are disabled and the form says why before the clerk tries.
   */
  lock?: OrderLock | null;
  /**
   * Whether the invoice charges VAT and how its prices are typed (new invoice: the settings; update: as it
   * was issued). The form then shows each line's rate and VAT, Net and VAT, and a VAT-inclusive total.
   */
  vatTerms?: SaleVatTerms;
  /**
   * Sends the order. Resolves to null on success, or to the server's first message per field (possibly
   * none) on failure; the caller toasts a failure that names no field.
   */
  onSubmit: (order: OrderFormRequest) => Promise<FirstErrors | null>;
}

/** The fields whose message shows as the clerk types (amounts and counts); the rest when they leave it. */
const LIVE = /^(discount|payment|alert|items\.\d+\.(price|qty))$/;

/** Field paths the form shows under their own input; anything else the server names goes in a list. */
function isShownField(key: string): boolean {
  return (
    /^customer\.(phone|name|email|address)$/.test(key) ||
    /^items\.\d+\.(id|price|qty|name)$/.test(key) ||
    [
      'items',
      'order_custom_id',
      'due_date',
      'payment',
      'discount',
      'expire_date',
      'alert',
      'additional',
    ].includes(key)
  );
}

/**
 * The POS form of spec section 2 (POS create and Order update): service grid, customer fields with the
 * phone look-up, cart with editable price and qty, sub total / total / pay amount / due, Additional
 * (expire date and alert days). Every amount on screen is computed in integer pence.
 *
 * Messages are the contract's schema, run on every change (its cross-field rules
 * included: discount up to the sub total, payment up to the total, Additional's dates): an amount's
 * message shows as it is typed, another field's when the clerk leaves it, every one on submit, and
 * svc-pos's 422 messages under the same fields. The form itself never toasts.
 */
export function OrderForm({
  initial,
  schemaId,
  orderId,
  submitLabel,
  busy,
  lock = null,
  vatTerms = null,
  onSubmit,
}: OrderFormProps) {
  const [values, setValues] = useState<OrderFormValues>(initial);
  /** svc-pos's messages of the last submit, each until its field changes. */
  const [server, setServer] = useState<FirstErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const insertData = useOrderFormDataQuery();
  const [lookUp] = useLazyCustomerByPhoneQuery();
  const phoneRef = useRef(initial.phone);
  const lookupTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** What the last look-up put in, so a new phone clears exactly that (and keeps what the clerk typed). */
  const lookedUp = useRef<FilledCustomer>({});
  const submitOnce = useSubmitOnce();
  const formRef = useRef<HTMLFormElement>(null);
  const ids = {
    additional: useId(),
    method: useId(),
    problems: useId(),
    updateCustomer: useId(),
    updateCustomerHint: useId(),
  };
  /** The rates of the lines as invoiced: svc-pos keeps them for a line put back on the invoice. */
  const keptRates = useMemo(() => new Map(initial.items.map((l) => [l.id, l.rate])), [initial.items]);
  const paidBefore = orderId ? poundsToPence(Number(initial.payment) || 0) : 0;
  const linesLocked = lock?.lines ?? false;
  const paymentLocked = lock?.payment ?? false;

  useEffect(
    () => () => {
      if (lookupTimer.current) clearTimeout(lookupTimer.current);
    },
    [],
  );

  const totals = useMemo(() => totalsOf(values, vatTerms), [values, vatTerms]);
  const inCart = useMemo(() => new Set(values.items.map((l) => l.id)), [values.items]);
  const check = useMemo(
    () => buildOrder(values, schemaId, orderId, paidBefore, vatTerms),
    [values, schemaId, orderId, paidBefore, vatTerms],
  );
  const client = check.ok ? {} : check.errors;
  /** The message under a field: svc-pos's, else the schema's once the field has been touched or submitted. */
  const errorOf = (key: string): string | undefined =>
    server[key] ?? (submitted || touched.has(key) ? client[key] : undefined);
  const errors: FirstErrors = { ...(submitted ? client : {}), ...server };
  for (const key of touched) if (client[key] && !errors[key]) errors[key] = client[key];

  const clear = (...fields: string[]) => setServer((prev) => withoutFields(prev, ...fields));
  const touch = (...keys: string[]) =>
    setTouched((prev) => (keys.every((k) => prev.has(k)) ? prev : new Set([...prev, ...keys])));

  const set = <K extends keyof OrderFormValues>(
    field: K,
    value: OrderFormValues[K],
    errorKey: string = field,
  ) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(errorKey);
    if (LIVE.test(errorKey)) touch(errorKey);
  };

  /**
   * Typing a known customer's phone fills name, e-mail and address (after a pause in typing). Changing
   * the phone again first takes out what that look-up filled in, so the previous customer's details never
   * stay under a new number; what the clerk typed stays.
   */
  const onPhone = (phone: string) => {
    const filled = lookedUp.current;
    lookedUp.current = {};
    setValues((v) => ({ ...v, phone, ...clearedByNewPhone(v, filled) }));
    clear('customer.phone');
    phoneRef.current = phone;
    if (lookupTimer.current) clearTimeout(lookupTimer.current);
    const wanted = phone.trim();
    if (!LOOKUP_PHONE.test(wanted)) return;
    lookupTimer.current = setTimeout(() => {
      lookUp(wanted, true)
        .unwrap()
        .then((customer) => {
          if (phoneRef.current.trim() !== wanted) return; // typed on since
          const fill = { name: customer.name, email: customer.email, address: customer.address ?? '' };
          lookedUp.current = fill;
          setValues((v) => ({ ...v, ...fill }));
          clear('customer.name', 'customer.email', 'customer.address');
        })
        .catch(() => undefined); // 404: a new customer
    }, PHONE_LOOKUP_DELAY_MS);
  };

  // Cart changes renumber the lines, so every line's messages go with them.
  const clearItemErrors = () => {
    setServer((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => !k.startsWith('items'))));
    setTouched((prev) => new Set([...prev].filter((k) => !k.startsWith('items'))));
  };

  const addService = (service: ProductView) => {
    if (linesLocked || inCart.has(service.id)) return;
    setValues((v) => ({ ...v, items: [...v.items, lineOfService(service, keptRates)] }));
    clearItemErrors();
  };

  const updateLine = (index: number, field: 'price' | 'qty', value: string) => {
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

  const otherErrors = Object.entries(errors).filter(([k]) => !isShownField(k));
  const problems = Object.keys(errors).length;
  const customers = insertData.data?.customers ?? [];
  const showMethod = !paymentLocked && takesMoney(values, paidBefore);

  return (
    <form
      ref={formRef}
      className="pos-order"
      onSubmit={submit}
      noValidate
      aria-label="Invoice"
      // Enter in a box (the service search, a qty) must never make an invoice: only the button does.
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
      }}
    >
      {lock ? (
        <div className="vd-alert pos-alert--info pos-lock" role="note" aria-label="Locked">
          <p>{lock.message}</p>
          {lock.payment && !lock.everything ? <p>{PAID_PAYMENT_LOCKED}</p> : null}
          {!lock.everything ? (
            <p>Customer details, dates and the custom order ID can still be changed.</p>
          ) : null}
        </div>
      ) : null}
      <Card title="Customer" className="pos-order__customer">
        <div className="pos-fields">
          <CustomerFields
            values={values}
            customers={customers}
            errorOf={errorOf}
            onPhone={onPhone}
            onChange={(field, v) => set(field, v, `customer.${field}`)}
            onBlur={(key) => touch(key)}
          />
          <TextField
            label="Due Date"
            name="due_date"
            type="date"
            value={values.due_date}
            onChange={(v) => set('due_date', v)}
            onBlur={() => touch('due_date')}
            error={errorOf('due_date')}
          />
          <TextField
            label="Custom Order ID"
            name="order_custom_id"
            autoComplete="off"
            value={values.order_custom_id}
            onChange={(v) => set('order_custom_id', v)}
            onBlur={() => touch('order_custom_id')}
            error={errorOf('order_custom_id')}
          />
        </div>
        <div className="pos-update-customer">
          <label className="pos-check" htmlFor={ids.updateCustomer}>
            <input
              id={ids.updateCustomer}
              type="checkbox"
              checked={values.update_customer}
              aria-describedby={ids.updateCustomerHint}
              onChange={(e) => set('update_customer', e.target.checked)}
            />
            Update customer details
          </label>
          <p id={ids.updateCustomerHint} className="pos-hint">
            Saves this name, e-mail and address to the customer&apos;s record too. Otherwise only this invoice
            shows them.
          </p>
        </div>
      </Card>

      <div className="pos-order__main">
        <ServicesCard
          className="pos-order__services"
          formData={insertData}
          inCart={inCart}
          onAdd={addService}
          disabled={linesLocked}
        />

        <Card title="Cart" className="pos-order__cart">
          <SaleLines
            caption="Cart"
            lines={values.items}
            totals={totals}
            vatTerms={vatTerms}
            errorOf={errorOf}
            otherErrors={otherErrors}
            onChangeLine={updateLine}
            onRemoveLine={removeLine}
            discount={values.discount}
            onDiscount={(v) => set('discount', v)}
            disabled={linesLocked}
          >
            <div className="pos-totals__row pos-totals__row--input">
              <dt>
                <label htmlFor="pos-payment">Pay Amount (£)</label>
              </dt>
              <dd>
                <input
                  id="pos-payment"
                  className={`vd-input pos-cart__input${errorOf('payment') ? ' vd-input--invalid' : ''}`}
                  inputMode="decimal"
                  placeholder="0.00"
                  disabled={paymentLocked}
                  aria-invalid={errorOf('payment') ? true : undefined}
                  aria-describedby={
                    errorOf('payment') ? 'pos-payment-hint pos-payment-error' : 'pos-payment-hint'
                  }
                  value={values.payment}
                  onChange={(e) => set('payment', e.target.value)}
                />
                <div id="pos-payment-hint" className="pos-hint">
                  From £0.00 up to {formatPence(totals.total)}
                </div>
                {errorOf('payment') ? (
                  <div id="pos-payment-error" className="vd-field-error">
                    {errorOf('payment')}
                  </div>
                ) : null}
              </dd>
            </div>
            {showMethod ? (
              <div className="pos-totals__row pos-totals__row--input">
                <dt>
                  <label htmlFor={ids.method}>Paid by</label>
                </dt>
                <dd>
                  <select
                    id={ids.method}
                    className="vd-input pos-cart__input"
                    value={values.payment_method}
                    onChange={(e) =>
                      set('payment_method', isPaymentMethod(e.target.value) ? e.target.value : 'cash')
                    }
                  >
                    {PAYMENT_METHOD_OPTIONS.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </dd>
              </div>
            ) : null}
            <div className="pos-totals__row pos-totals__row--strong">
              <dt>Due</dt>
              {/* A pay amount above the total has its message; the due never reads as a negative debt. */}
              <dd data-testid="due" className={totals.due > 0 ? 'pos-due' : undefined}>
                {formatPence(Math.max(0, totals.due))}
              </dd>
            </div>
          </SaleLines>

          <div className="pos-additional">
            <label className="pos-check" htmlFor={ids.additional}>
              <input
                id={ids.additional}
                type="checkbox"
                checked={values.additional}
                onChange={(e) => {
                  set('additional', e.target.checked);
                  clear('expire_date', 'alert');
                }}
              />
              Additional
            </label>
            {values.additional ? (
              <div className="pos-fields pos-fields--two">
                <TextField
                  label="Expire Date"
                  name="expire_date"
                  type="date"
                  value={values.expire_date}
                  onChange={(v) => set('expire_date', v)}
                  onBlur={() => touch('expire_date')}
                  error={errorOf('expire_date')}
                />
                <TextField
                  label="Alert (days before)"
                  name="alert"
                  type="number"
                  min={0}
                  step={1}
                  value={values.alert}
                  onChange={(v) => set('alert', v)}
                  error={errorOf('alert')}
                />
              </div>
            ) : null}
          </div>

          <div className="pos-order__submit">
            {submitted && problems > 0 ? (
              <p id={ids.problems} className="vd-field-error pos-order__problems" role="alert">
                {problems === 1
                  ? 'One field needs a change before this can be saved: see its message.'
                  : `${problems} fields need a change before this can be saved: see their messages.`}
              </p>
            ) : null}
            <button
              type="submit"
              className="vd-btn vd-btn--success"
              disabled={busy || lock?.everything}
              aria-describedby={submitted && problems > 0 ? ids.problems : undefined}
            >
              {busy ? <Spinner light label="Saving" /> : null}
              {submitLabel}
            </button>
          </div>
        </Card>
      </div>
    </form>
  );
}
